import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { mentorReviewStats, mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';

export type ReviewRow = typeof mentorSessionReviews.$inferSelect;
export type NewReview = typeof mentorSessionReviews.$inferInsert;

export async function insertReview(executor: Executor, values: NewReview): Promise<ReviewRow> {
  const [row] = await executor.insert(mentorSessionReviews).values(values).returning();
  return row!;
}

/** Waits for, and then holds, the row: an edit and an admin's removal of one review run one after the other. */
export async function lockReviewOfSession(executor: Executor, sessionId: string) {
  const [row] = await executor
    .select()
    .from(mentorSessionReviews)
    .where(eq(mentorSessionReviews.sessionId, sessionId))
    .for('update');
  return row;
}

export async function findReview(executor: Executor, id: string) {
  const [row] = await executor
    .select({ status: mentorSessionReviews.status, studentId: mentorSessionReviews.studentId })
    .from(mentorSessionReviews)
    .where(eq(mentorSessionReviews.id, id));
  return row;
}

export async function lockReview(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(mentorSessionReviews)
    .where(eq(mentorSessionReviews.id, id))
    .for('update');
  return row;
}

export async function updateReview(
  executor: Executor,
  id: string,
  patch: Partial<NewReview>,
): Promise<ReviewRow> {
  const [row] = await executor
    .update(mentorSessionReviews)
    .set(patch)
    .where(eq(mentorSessionReviews.id, id))
    .returning();
  return row!;
}

/** One more visible rating for the mentor; the first creates the row. */
export async function addRating(executor: Executor, alumniId: string, rating: number) {
  await executor
    .insert(mentorReviewStats)
    .values({ alumniId, reviewCount: 1, ratingSum: rating })
    .onConflictDoUpdate({
      target: mentorReviewStats.alumniId,
      set: {
        reviewCount: sql`${mentorReviewStats.reviewCount} + 1`,
        ratingSum: sql`${mentorReviewStats.ratingSum} + ${rating}`,
      },
    });
}

/** A changed rating (`countDelta` 0) or a withdrawn one (−1, −rating); the row exists since its first rating. */
export async function changeRatings(
  executor: Executor,
  alumniId: string,
  countDelta: number,
  ratingDelta: number,
) {
  await executor
    .update(mentorReviewStats)
    .set({
      reviewCount: sql`${mentorReviewStats.reviewCount} + ${countDelta}`,
      ratingSum: sql`${mentorReviewStats.ratingSum} + ${ratingDelta}`,
    })
    .where(eq(mentorReviewStats.alumniId, alumniId));
}

/** The mentor and their kept figures, in one statement. */
export async function findMentorSummary(executor: Executor, alumniId: string) {
  const [row] = await executor
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      reviewCount: sql<number>`coalesce(${mentorReviewStats.reviewCount}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(mentorReviewStats, eq(mentorReviewStats.alumniId, users.id))
    .where(eq(users.id, alumniId));
  return row;
}

/** A page of the mentor's visible reviews, newest first (`mentor_session_reviews_alumni_idx`). */
export async function listVisibleReviews(db: Executor, alumniId: string, limit: number, offset: number) {
  return db
    .select({
      id: mentorSessionReviews.id,
      rating: mentorSessionReviews.rating,
      review: mentorSessionReviews.review,
      createdAt: mentorSessionReviews.createdAt,
      editedAt: mentorSessionReviews.editedAt,
      studentId: mentorSessionReviews.studentId,
      studentName: users.name,
      sessionStart: mentorSessions.startsAt,
    })
    .from(mentorSessionReviews)
    .innerJoin(users, eq(users.id, mentorSessionReviews.studentId))
    .innerJoin(mentorSessions, eq(mentorSessions.id, mentorSessionReviews.sessionId))
    .where(and(eq(mentorSessionReviews.alumniId, alumniId), sql`${mentorSessionReviews.status} = 'visible'`))
    .orderBy(desc(mentorSessionReviews.createdAt), desc(mentorSessionReviews.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Before an account goes: the reviews it wrote or received, so the figures can give back the visible ones. Two
 * statements, each answered by its own index (`mentor_session_reviews_student_idx`, `_received_idx`).
 */
export async function deleteReviewsOf(executor: Executor, userId: string) {
  const deleteWhere = (condition: SQL) =>
    executor.delete(mentorSessionReviews).where(condition).returning({
      id: mentorSessionReviews.id,
      alumniId: mentorSessionReviews.alumniId,
      rating: mentorSessionReviews.rating,
      status: mentorSessionReviews.status,
    });
  const written = await deleteWhere(eq(mentorSessionReviews.studentId, userId));
  const received = await deleteWhere(eq(mentorSessionReviews.alumniId, userId));
  return [...written, ...received];
}
