import { REPORT_KINDS, type ReportedItem, type ReportKind } from '@mentorbridge/shared';
import { reviewLabel } from './report-decisions.repository';
import type { ReportedItemRow } from './reports-panel.repository';

function labelOf(row: ReportedItemRow): string | null {
  switch (row.kind) {
    case 'experience':
      if (row.experience_company === null) return null;
      return row.experience_role
        ? `${row.experience_company} (${row.experience_role})`
        : row.experience_company;
    case 'insight':
      return row.insight_company;
    case 'resource':
      return row.resource_title;
    case 'profile':
      return row.profile_name;
    // The admin reads what was written without leaving the panel.
    case 'review': {
      if (row.review_rating === null || row.review_mentor_name === null) return null;
      const label = reviewLabel(row.review_rating, row.review_mentor_name);
      return row.review_text ? `${label}: “${row.review_text}”` : label;
    }
  }
}

/** Interviews and insights have no detail page (their details are dialogs), so their list is searched. */
function pathOf(row: ReportedItemRow): string | null {
  switch (row.kind) {
    case 'experience':
      return row.experience_company === null
        ? null
        : `/interviews?company=${encodeURIComponent(row.experience_company)}`;
    case 'insight':
      return row.insight_company === null
        ? null
        : `/company-insights?q=${encodeURIComponent(row.insight_company)}`;
    case 'resource':
      return row.resource_title === null ? null : '/admin/resources';
    case 'profile':
      return row.profile_role === 'alumni' ? `/alumni/${row.target_id}` : null;
    // The mentor's profile lists their reviews.
    case 'review':
      return row.review_mentor_id === null ? null : `/alumni/${row.review_mentor_id}`;
  }
}

export function toReportedItem(row: ReportedItemRow): ReportedItem {
  return {
    _id: row.id,
    kind: row.kind,
    targetId: row.target_id,
    targetLabel: labelOf(row),
    targetPath: pathOf(row),
    author: row.author_id && row.author_name ? { _id: row.author_id, name: row.author_name } : null,
    status: row.is_open ? 'open' : row.last_status,
    reportCount: row.report_count,
    reasons: row.reasons ?? [],
    reports: (row.reports ?? []).map((report) => ({
      _id: report.id,
      reason: report.reason,
      details: report.details,
      reporter: { _id: report.reporterId, name: report.reporterName },
      createdAt: report.createdAt,
    })),
    firstReportedAt: row.first_at,
    lastReportedAt: row.last_at,
    resolvedAt: row.is_open ? null : row.resolved_at,
  };
}

export function toOpenCounts(counts: Record<string, number> | null): Record<ReportKind, number> {
  return Object.fromEntries(REPORT_KINDS.map((kind) => [kind, counts?.[kind] ?? 0])) as Record<
    ReportKind,
    number
  >;
}
