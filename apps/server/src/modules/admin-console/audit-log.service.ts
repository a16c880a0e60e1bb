import type { AuditEntryView, AuditLogQuery } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { pageTotal } from '../../platform/db/paging';
import { type AuditEntryRow, countAuditEntries, listAuditEntries } from './audit-log.repository';

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function toAuditEntry(row: AuditEntryRow): AuditEntryView {
  return {
    _id: row.id,
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    reason: row.reason,
    before: asRecord(row.before),
    after: asRecord(row.after),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAuditLog(ctx: AppContext, query: AuditLogQuery) {
  const filter = {
    action: query.action,
    targetType: query.targetType,
    actorId: query.actorId,
    targetId: query.targetId,
  };
  const offset = (query.page - 1) * query.limit;
  const rows = await listAuditEntries(ctx.db, filter, query.limit, offset);
  const total = await pageTotal(rows, offset, () => countAuditEntries(ctx.db, filter));
  return { success: true as const, data: rows.map(toAuditEntry), total };
}
