import type { ReportKind } from '@mentorbridge/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { companyInsights } from '../../db/schema/company-insights';
import { contentReports } from '../../db/schema/content-reports';
import { interviewExperiences } from '../../db/schema/interview-experiences';
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

/**
 * Locks the item's open reports and returns their ids. A second decision waiting on these locks re-reads
 * them once the first commits and finds them closed, so an item is decided once.
 */
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

/** The reported item's name, its author and (a profile) whether the account is active. */
export interface ReportedItem {
  label: string;
  authorId: string | null;
  isActive: boolean;
}

/**
 * The reported item, its row locked: the same order (item, then its reports) as an author's delete, which
 * locks the item and then closes its reports, so the two cannot deadlock. Undefined when it is gone.
 */
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
  }
}

/** A reportable profile: an account that exists, with its role and state. */
export async function findProfileTarget(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * Deactivates an account and bumps its token version, so its sessions end at once (the guard compares the
 * version). The account writes belong to the auth and admin-users modules; this is the one the reports
 * panel needs, kept minimal.
 */
export async function deactivateAccount(executor: Executor, id: string, now: Date) {
  await executor
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
  await announceSubjectChange(executor, id);
}
