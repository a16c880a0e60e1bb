import { MENTOR_REVIEW_LIMITS, type MentorReviewStatus, type SessionReview } from '@mentorbridge/shared';

const EDIT_MS = MENTOR_REVIEW_LIMITS.editDays * 24 * 60 * 60 * 1000;

export interface StoredReview {
  id: string;
  rating: number;
  review: string | null;
  status: MentorReviewStatus;
  createdAt: Date;
  updatedAt: Date;
}

export const editableUntil = (review: Pick<StoredReview, 'createdAt'>) =>
  new Date(review.createdAt.getTime() + EDIT_MS);

export function toSessionReview(row: StoredReview): SessionReview {
  return {
    _id: row.id,
    rating: row.rating,
    review: row.review,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: editableUntil(row).toISOString(),
  };
}

/** The student sees their review in any state; the alumni only while it is visible. */
export function reviewFor(row: StoredReview | null, viewerIsStudent: boolean): SessionReview | null {
  if (!row || (!viewerIsStudent && row.status !== 'visible')) return null;
  return toSessionReview(row);
}
