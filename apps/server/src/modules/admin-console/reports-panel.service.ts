import type { AdminReportsQuery } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { toOpenCounts, toReportedItem } from './reported-items.views';
import { countReportedItems, listReportedItems } from './reports-panel.repository';

export async function listReports(ctx: AppContext, query: AdminReportsQuery) {
  const filter = { status: query.status, kind: query.kind };
  const offset = (query.page - 1) * query.limit;
  const rows = await listReportedItems(ctx.db, filter, query.limit, offset);
  const first = rows[0];
  const { total, openCounts } = first
    ? { total: first.total, openCounts: first.open_counts }
    : await countReportedItems(ctx.db, filter);
  return {
    success: true as const,
    data: rows.map(toReportedItem),
    total,
    openCounts: toOpenCounts(openCounts),
  };
}
