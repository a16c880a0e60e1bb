import { and, count, desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { workshopBookings, workshopFeedback, workshops } from '../../db/schema/workshops';
import type { Executor } from '../../platform/db/database';

export async function findCompletedBooking(executor: Executor, workshopId: string, studentId: string) {
  const [row] = await executor
    .select()
    .from(workshopBookings)
    .where(
      and(
        eq(workshopBookings.workshopId, workshopId),
        eq(workshopBookings.studentId, studentId),
        eq(workshopBookings.status, 'Completed'),
        // Only attendees: a no-show neither rates the workshop nor counts for the host.
        eq(workshopBookings.noShow, false),
      ),
    );
  return row;
}

export async function insertFeedback(executor: Executor, values: typeof workshopFeedback.$inferInsert) {
  const [row] = await executor.insert(workshopFeedback).values(values).returning();
  return row!;
}

export async function deleteFeedbackOf(executor: Executor, studentId: string) {
  return executor.delete(workshopFeedback).where(eq(workshopFeedback.studentId, studentId)).returning({
    id: workshopFeedback.id,
    alumniId: workshopFeedback.alumniId,
    rating: workshopFeedback.rating,
  });
}

export const ALUMNI_FEEDBACK_CAP = 1000;

export async function listFeedbackForAlumni(
  executor: Executor,
  alumniId: string,
  limit = ALUMNI_FEEDBACK_CAP,
) {
  return executor
    .select({ feedback: workshopFeedback, workshopTitle: workshops.title, studentName: users.name })
    .from(workshopFeedback)
    .innerJoin(workshops, eq(workshops.id, workshopFeedback.workshopId))
    .innerJoin(users, eq(users.id, workshopFeedback.studentId))
    .where(eq(workshopFeedback.alumniId, alumniId))
    .orderBy(desc(workshopFeedback.submittedAt))
    .limit(limit);
}

export async function countFeedbackForAlumni(executor: Executor, alumniId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(workshopFeedback)
    .where(eq(workshopFeedback.alumniId, alumniId));
  return row?.n ?? 0;
}
