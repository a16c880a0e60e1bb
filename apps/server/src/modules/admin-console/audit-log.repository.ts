import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit-log';
import type { Executor } from '../../platform/db/database';

export interface AuditFilter {
  action?: string;
  targetType?: string;
  actorId?: string;
  targetId?: string;
}

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  );
}

export async function listAuditEntries(
  executor: Executor,
  filter: AuditFilter,
  limit: number,
  offset: number,
) {
  return executor
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(executor: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .where(where(filter));
  return row?.n ?? 0;
}
