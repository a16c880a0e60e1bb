import { z } from 'zod';

/** Mentor responsiveness (issue 17): the rules, shown figures and messages. */
export const RESPONSIVENESS_LIMITS = {
  /** Requests auto-archived in a row that pause an alumni from new requests. */
  pauseAfterExpiries: 3,
  /** Days after sending on which the alumni is reminded of a still-pending request. */
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

/**
 * An alumni's figures as the directory card and the profile show them. `replyWithinDays` is the mean reply
 * time of their answered requests rounded up to whole days (at least 1), null until they have answered one;
 * `lastActiveAt` is their last sign-in or answer.
 */
export const mentorResponsivenessSchema = z.object({
  replyWithinDays: z.number().int().min(1).nullable(),
  lastActiveAt: z.string().nullable(),
  isAcceptingRequests: z.boolean(),
});
export type MentorResponsiveness = z.infer<typeof mentorResponsivenessSchema>;

/** `GET /api/mentorship-requests/alumni/responsiveness`: the signed-in alumni's own figures and pause. */
export const ownResponsivenessSchema = mentorResponsivenessSchema.extend({
  answeredCount: z.number().int(),
  consecutiveExpiries: z.number().int(),
  pausedAt: z.string().nullable(),
  pauseAfterExpiries: z.number().int(),
});
export type OwnResponsiveness = z.infer<typeof ownResponsivenessSchema>;

/** `POST /api/mentorship-requests/alumni/resume`. */
export const resumeRequestsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownResponsivenessSchema,
});
export type ResumeRequestsResponse = z.infer<typeof resumeRequestsResponseSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The running mean in whole days, rounded up; null before the first answer. */
export function replyWithinDays(answeredCount: number, replySecondsTotal: number): number | null {
  if (answeredCount <= 0) return null;
  return Math.max(1, Math.ceil((replySecondsTotal * 1000) / answeredCount / DAY_MS));
}

/** "Usually replies within a day" / "… within 3 days"; null hides the line. */
export function replyTimeLabel(days: number | null | undefined): string | null {
  if (days == null) return null;
  return days <= 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}

/** Calendar days between two instants in the reader's local time zone. */
function localDaysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** "Active today", "Active yesterday", "Active 3 days ago"; null when never seen. */
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
