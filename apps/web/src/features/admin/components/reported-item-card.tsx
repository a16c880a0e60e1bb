import type { ReportDecision, ReportedItem, ReportKind } from '@mentorbridge/shared';
import { Check, ExternalLink, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDay, formatDayTime } from '../admin-format';
import { itemName } from './report-decision-dialog';

export const KIND_LABELS: Record<ReportKind, string> = {
  experience: 'Interview experience',
  insight: 'Company insight',
  resource: 'Resource',
  profile: 'Profile',
  review: 'Session review',
};

const STATUS_STYLES = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  dismissed: 'bg-slate-100 text-slate-700 ring-slate-200',
  removed: 'bg-red-50 text-red-800 ring-red-200',
} as const;
const STATUS_LABELS = { open: 'Open', dismissed: 'Dismissed', removed: 'Removed' } as const;

interface ReportedItemCardProps {
  item: ReportedItem;
  onDecide: (item: ReportedItem, decision: ReportDecision) => void;
}

export function ReportedItemCard({ item, onDecide }: ReportedItemCardProps) {
  const titleId = `report-${item._id}`;
  const name = itemName(item);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 font-semibold text-indigo-700">
          {KIND_LABELS[item.kind] ?? item.kind}
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${STATUS_STYLES[item.status]}`}
        >
          {STATUS_LABELS[item.status] ?? item.status}
        </span>
        <span className="font-medium text-slate-700">
          {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
        </span>
      </div>
      <h3 id={titleId} className="mt-2 text-base font-semibold wrap-anywhere text-slate-900">
        {item.targetLabel ?? <span className="text-slate-500 italic">No longer exists</span>}
      </h3>
      <p className="text-sm wrap-anywhere text-slate-600">
        {item.kind === 'profile' ? 'Account' : 'By'} {item.author?.name ?? 'Former member'} · first reported{' '}
        {formatDay(item.firstReportedAt)}
        {item.resolvedAt ? ` · decided ${formatDay(item.resolvedAt)}` : ''}
      </p>
      {item.targetPath ? (
        <Link
          to={item.targetPath}
          className="mt-1 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open the {(KIND_LABELS[item.kind] ?? 'item').toLowerCase()}
          <span className="sr-only">: {name}</span>
        </Link>
      ) : null}

      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Reasons">
        {item.reasons.map((reason) => (
          <li key={reason.reason} className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-800">
            {reason.reason} <span className="font-semibold">× {reason.count}</span>
          </li>
        ))}
      </ul>

      {item.reports.length ? (
        <ul className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3" aria-label="Newest reports">
          {item.reports.map((report) => (
            <li key={report._id} className="text-sm">
              <p className="wrap-anywhere text-slate-800">
                <span className="font-medium">{report.reporter.name}</span> · {report.reason}
              </p>
              {report.details ? <p className="wrap-anywhere text-slate-700">“{report.details}”</p> : null}
              <p className="text-xs text-slate-500">
                <time dateTime={report.createdAt}>{formatDayTime(report.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {item.status === 'open' ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" size="sm" onClick={() => onDecide(item, 'approve')}>
            <Check className="size-4" aria-hidden="true" />
            Approve <span className="sr-only">the reports of {name}</span>
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDecide(item, 'remove')}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove <span className="sr-only">{name}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
