import { z } from 'zod';
import { pageQuery } from './common';

export const MENTOR_REVIEW_LIMITS = {
  reviewMax: 1000,
  /** The student may change their rating and text for this many days after first giving them. */
  editDays: 7,
  /** A mentor's average is shown once this many visible ratings exist. */
  minRatingsShown: 3,
  /**
   * The no-show window: the alumni may mark a no-show from the start until this many hours after the end, never
   * once the student reviewed it. The alumni is paid when the review arrives or the window closes, whichever is
   * first, so a no-show marked inside it never pays and nothing is taken back.
   */
  noShowWindowHours: 24,
  defaultLimit: 10,
  maxLimit: 50,
  /** Reviews listed on an alumni's profile before "Show more". */
  profileLimit: 5,
} as const;

const L = MENTOR_REVIEW_LIMITS;

/** `removed`: taken down by an admin after a report; it no longer counts towards the mentor's rating. */
export const MENTOR_REVIEW_STATUSES = ['visible', 'removed'] as const;
export type MentorReviewStatus = (typeof MENTOR_REVIEW_STATUSES)[number];

export const MENTOR_REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  reviewTooLong: `Review must be at most ${L.reviewMax} characters`,
  sessionNotFound: 'Session not found',
  notYourSession: 'Only the student who took this session can review it',
  notCompleted: 'Only a completed session can be reviewed',
  duplicate: 'You have already reviewed this session',
  notReviewed: 'You have not reviewed this session yet',
  editClosed: `A review can be changed for ${L.editDays} days after it is written`,
  removedByModerators: 'This review was removed by our moderators and can no longer be changed',
  saved: 'Thank you for your review!',
  updated: 'Review updated',
  submitFailed: 'Failed to submit your review. Please try again.',
  mentorNotFound: 'Mentor not found',
  reviewNotFound: 'Review not found',
  loadFailed: 'Failed to load reviews',
  noReviews: 'No reviews yet',
  noShowReviewed: 'The student reviewed this session, so it cannot be marked as a no-show',
  noShowTooLate: `A no-show can be marked up to ${L.noShowWindowHours} hours after the session ends`,
} as const;

const M = MENTOR_REVIEW_MESSAGES;

/** Body of `POST` and `PUT /api/mentor-sessions/{id}/review`; a blank review is no text. */
export const mentorReviewInputSchema = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? M.ratingRequired : M.ratingRange) })
    .int({ error: M.ratingRange })
    .min(1, { error: M.ratingRange })
    .max(5, { error: M.ratingRange }),
  review: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(L.reviewMax, { error: M.reviewTooLong }).nullable().default(null),
  ),
});
export type MentorReviewInput = z.infer<typeof mentorReviewInputSchema>;
export type MentorReviewBody = z.input<typeof mentorReviewInputSchema>;

/** The review as it sits on its session: the student sees theirs in any state, the alumni only a visible one. */
export const sessionReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  status: z.enum(MENTOR_REVIEW_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** After this instant the student can no longer change it. */
  editableUntil: z.string(),
});
export type SessionReview = z.infer<typeof sessionReviewSchema>;

export const sessionReviewResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sessionReviewSchema,
});
export type SessionReviewResult = z.infer<typeof sessionReviewResultSchema>;

/** A mentor's average (one decimal) and count of visible ratings; null below `minRatingsShown`. */
export const mentorRatingSchema = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type MentorRating = z.infer<typeof mentorRatingSchema>;

export function mentorRatingOf(ratingSum: number, count: number): MentorRating {
  if (count < L.minRatingsShown) return null;
  return { average: Math.round((ratingSum / count) * 10) / 10, count };
}

/** The instant (ms) the no-show window of a session ending at `end` closes; from then on its alumni is paid. */
export function noShowWindowEnd(end: Date | string): number {
  return new Date(end).getTime() + L.noShowWindowHours * 60 * 60 * 1000;
}

/** "★ 4.6 (12 reviews)". */
export function formatMentorRating(rating: NonNullable<MentorRating>): string {
  return `★ ${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
}

export const mentorReviewsQuerySchema = z.object({
  ...pageQuery({ maxLimit: L.maxLimit, defaultLimit: L.defaultLimit, wording: 'range' }),
});
export type MentorReviewsQuery = z.infer<typeof mentorReviewsQuerySchema>;

/** A visible review on a mentor's profile; the reviewer is named, never linked. */
export const mentorReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  student: z.object({ name: z.string() }),
  /** When the session took place. */
  sessionDate: z.string(),
  createdAt: z.string(),
  /** Set when the student changed it after writing it. */
  editedAt: z.string().nullable(),
  /** The reader wrote it (so it offers no Report). */
  isOwn: z.boolean(),
});
export type MentorReview = z.infer<typeof mentorReviewSchema>;
/** Newest first; the total is in `X-Total-Count`. */
export const mentorReviewsResponseSchema = z.array(mentorReviewSchema);
