import { History } from 'lucide-react';
import { actionLabel, formatDayTime } from '../admin-format';
import { useRecentActivity } from '../api/get-audit-log';
import { LoadState } from './load-state';
import { Panel } from './panel';

export function RecentActivity({ onShowAll }: { onShowAll: () => void }) {
  const activity = useRecentActivity();
  const entries = activity.data?.entries ?? [];
  return (
    <Panel
      id="recent-activity-title"
      title="Recent activity"
      icon={<History className="size-4" />}
      actions={
        <button
          type="button"
          onClick={onShowAll}
          className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Audit log
        </button>
      }
    >
      <LoadState query={activity} label="recent activity">
        {entries.length === 0 ? (
          <p className="text-sm text-slate-600">No admin action has been recorded yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Newest admin actions">
            {entries.map((entry) => (
              <li key={entry._id} className="border-l-2 border-indigo-200 pl-3 text-sm">
                <p className="wrap-anywhere text-slate-900">
                  <span className="font-medium">{actionLabel(entry.action)}</span>
                  {entry.targetLabel ? <>: {entry.targetLabel}</> : null}
                </p>
                <p className="text-xs wrap-anywhere text-slate-600">
                  {entry.actor.name} ·{' '}
                  <time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </LoadState>
    </Panel>
  );
}
