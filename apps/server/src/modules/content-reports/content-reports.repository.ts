import { and, eq } from 'drizzle-orm';
import { contentReports } from '../../db/schema/content-reports';
import type { Executor } from '../../platform/db/database';

export type NewReport = typeof contentReports.$inferInsert;

export async function insertReport(executor: Executor, values: NewReport) {
  const [row] = await executor.insert(contentReports).values(values).returning({ id: contentReports.id });
  return row!;
}

export async function dismissOpenReports(executor: Executor, kind: string, targetId: string, now: Date) {
  await executor
    .update(contentReports)
    .set({ status: 'dismissed', resolvedAt: now })
    .where(
      and(
        eq(contentReports.kind, kind),
        eq(contentReports.targetId, targetId),
        eq(contentReports.status, 'open'),
      ),
    );
}
