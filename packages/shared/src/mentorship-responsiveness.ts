import { z } from 'zod';

export const RESPONSIVENESS_LIMITS = {
  /** Requests auto-archived in a row that pause an alumni from new requests. */
  pauseAfterExpiries: 3,
  reminderDays: [2, 5],
} as const;

export const RESPONSIVENESS_MESSAGES = {
  paused: 'This mentor is taking a break from new requests',
  notTakingRequests: 'Not taking new requests right now',
  resumed: 'You are taking new mentorship requests again',
  notPaused: 'You are already taking new requests',
  pausedBanner:
    'Several requests expired without an answer, so students cannot send you new requests for now. Answer your pending requests and resume when you are ready.',
  resumeFailed: 'Failed to resume requests. Please try again.',
} as const;

/** `replyWithinDays` is the mean reply time rounded up to whole days, null until a first answer. */
export const mentorResponsivenessSchema = z.object({
  replyWithinDays: z.number().int().min(1).nullable(),
  lastActiveAt: z.string().nullable(),
  isAcceptingRequests: z.boolean(),
});
export type MentorResponsiveness = z.infer<typeof mentorResponsivenessSchema>;

export const ownResponsivenessSchema = mentorResponsivenessSchema.extend({
  answeredCount: z.number().int(),
  consecutiveExpiries: z.number().int(),
  pausedAt: z.string().nullable(),
  pauseAfterExpiries: z.number().int(),
});
export type OwnResponsiveness = z.infer<typeof ownResponsivenessSchema>;

export const resumeRequestsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownResponsivenessSchema,
});
export type ResumeRequestsResponse = z.infer<typeof resumeRequestsResponseSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function replyWithinDays(answeredCount: number, replySecondsTotal: number): number | null {
  if (answeredCount <= 0) return null;
  return Math.max(1, Math.ceil((replySecondsTotal * 1000) / answeredCount / DAY_MS));
}

export function replyTimeLabel(days: number | null | undefined): string | null {
  if (days == null) return null;
  return days <= 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}

function localDaysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

export function lastActiveLabel(
  lastActiveAt: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!lastActiveAt) return null;
  const days = Math.max(0, localDaysBetween(new Date(lastActiveAt), now));
  if (days === 0) return 'Active today';
  if (days === 1) return 'Active yesterday';
  return `Active ${days} days ago`;
}
