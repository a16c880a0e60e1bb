import { LEADERBOARD_LIMITS, type PointsHistoryItem } from '@mentorbridge/shared';
import { ChevronLeft, ChevronRight, History, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePointsHistory } from '../api/get-points-history';
import { describeHistoryItem, formatWhen, signedPoints } from '../leaderboard-format';

const PAGE_SIZE = LEADERBOARD_LIMITS.historyPageSize;

function pointsTone(points: number): string {
  if (points > 0) return 'text-green-700';
  if (points < 0) return 'text-red-700';
  return 'text-slate-600';
}

function HistoryRow({ item }: { item: PointsHistoryItem }) {
  // The cap or the floor paid less than the event is worth: show both, and why.
  const isReduced = item.points !== item.nominalPoints;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full ${
          item.isReversal ? 'bg-red-50 text-red-700' : 'bg-indigo-50 text-indigo-700'
        }`}
      >
        {item.isReversal ? (
          <Undo2 className="size-4" aria-hidden="true" />
        ) : (
          <History className="size-4" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{describeHistoryItem(item)}</p>
        <time dateTime={item.occurredAt} className="text-xs text-slate-600">
          {formatWhen(item.occurredAt)}
        </time>
        {isReduced && item.reason ? (
          <p className="mt-1 text-xs text-amber-800">
            Worth {signedPoints(item.nominalPoints)}, paid {signedPoints(item.points)}: {item.reason}
          </p>
        ) : null}
      </div>
      <span className={`shrink-0 text-right font-semibold tabular-nums ${pointsTone(item.points)}`}>
        {isReduced ? (
          <s className="mr-1.5 text-xs font-normal text-slate-600" aria-hidden="true">
            {signedPoints(item.nominalPoints)}
          </s>
        ) : null}
        {signedPoints(item.points)}
        <span className="sr-only"> points</span>
      </span>
    </li>
  );
}

export function PointsHistory() {
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, PAGE_SIZE);

  let content: ReactNode;
  if (history.isPending) {
    content = (
      <div className="flex justify-center py-8 text-indigo-700">
        <Spinner label="Loading points history…" className="size-6" />
      </div>
    );
  } else if (history.isError && !history.data) {
    content = (
      <Alert tone="error" className="mt-3" title="We could not load your points history.">
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (history.data.total === 0) {
    content = (
      <p className="mt-3 text-sm text-slate-600">
        No points yet. Accept a mentorship request or complete a workshop to earn your first.
      </p>
    );
  } else {
    const { items, total } = history.data;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    content = (
      <>
        <ul className="divide-y divide-slate-100" aria-busy={history.isPlaceholderData || undefined}>
          {items.map((item) => (
            <HistoryRow key={item._id} item={item} />
          ))}
        </ul>
        <nav aria-label="Points history pages" className="mt-3 flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPage((current) => current - 1)}
            disabled={page <= 1 || history.isPlaceholderData}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Page {page} of {pages}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPage((current) => current + 1)}
            disabled={page >= pages || history.isPlaceholderData}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      </>
    );
  }

  return (
    <section
      aria-labelledby="points-history-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="points-history-title" className="text-lg font-semibold text-slate-900">
          Points history
        </h3>
        {history.data ? <p className="text-sm text-slate-600">{history.data.total} events</p> : null}
      </div>
      {content}
    </section>
  );
}
