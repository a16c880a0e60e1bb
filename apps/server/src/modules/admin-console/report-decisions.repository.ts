import type { ReportKind } from '@mentorbridge/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { companyInsights } from '../../db/schema/company-insights';
import { contentReports } from '../../db/schema/content-reports';
import { interviewExperiences } from '../../db/schema/interview-experiences';
import { mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { resources } from '../../db/schema/resources';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';
import { announceSubjectChange } from '../../platform/users/users.repository';

export async function findReport(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: contentReports.id, kind: contentReports.kind, targetId: contentReports.targetId })
    .from(contentReports)
    .where(eq(contentReports.id, id));
  return row as { id: string; kind: ReportKind; targetId: string } | undefined;
}

/** A second decision waiting on these locks finds them closed once the first commits: decided once. */
export async function lockOpenReports(executor: Executor, kind: ReportKind, targetId: string) {
  const rows = await executor
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.kind, kind),
        eq(contentReports.targetId, targetId),
        eq(contentReports.status, 'open'),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

export async function closeReports(
  executor: Executor,
  ids: string[],
  status: 'dismissed' | 'removed',
  adminId: string,
  now: Date,
) {
  await executor
    .update(contentReports)
    .set({ status, resolvedAt: now, resolvedBy: adminId })
    .where(inArray(contentReports.id, ids));
}

export interface ReportedItem {
  label: string;
  authorId: string | null;
  isActive: boolean;
}

/** Locked in the same order (item, then reports) as an author's delete, so the two cannot deadlock. */
export async function lockReportedItem(
  executor: Executor,
  kind: ReportKind,
  id: string,
): Promise<ReportedItem | undefined> {
  switch (kind) {
    case 'experience': {
      const [row] = await executor
        .select({
          company: interviewExperiences.company,
          role: interviewExperiences.role,
          authorId: interviewExperiences.alumniId,
        })
        .from(interviewExperiences)
        .where(eq(interviewExperiences.id, id))
        .for('update');
      return (
        row && {
          label: row.role ? `${row.company} (${row.role})` : row.company,
          authorId: row.authorId,
          isActive: true,
        }
      );
    }
    case 'insight': {
      const [row] = await executor
        .select({ label: companyInsights.company, authorId: companyInsights.creatorId })
        .from(companyInsights)
        .where(eq(companyInsights.id, id))
        .for('update');
      return row && { ...row, isActive: true };
    }
    case 'resource': {
      const [row] = await executor
        .select({ label: resources.title, authorId: resources.uploaderId })
        .from(resources)
        .where(eq(resources.id, id))
        .for('update');
      return row && { ...row, isActive: true };
    }
    case 'profile': {
      const [row] = await executor
        .select({ label: users.name, authorId: users.id, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
    }
    case 'review': {
      const [row] = await executor
        .select({
          rating: mentorSessionReviews.rating,
          mentor: users.name,
          authorId: mentorSessionReviews.studentId,
          status: mentorSessionReviews.status,
        })
        .from(mentorSessionReviews)
        .innerJoin(users, eq(users.id, mentorSessionReviews.alumniId))
        .where(eq(mentorSessionReviews.id, id))
        .for('update', { of: mentorSessionReviews });
      return (
        row && {
          label: reviewLabel(row.rating, row.mentor),
          authorId: row.authorId,
          isActive: row.status === 'visible',
        }
      );
    }
  }
}

/** "4★ review of Rahul Verma": what the admin and the review's author read about it. */
export const reviewLabel = (rating: number, mentor: string) => `${rating}★ review of ${mentor}`;

export async function findProfileTarget(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Bumps the token version, so the account's sessions end at once. */
export async function deactivateAccount(executor: Executor, id: string, now: Date) {
  await executor
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
  await announceSubjectChange(executor, id);
}
