import { LEADERBOARD_MESSAGES, type LeaderboardPeriod, type Level } from '@mentorbridge/shared';
import { RefreshCw, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useLeaderboard } from '../api/get-leaderboard';
import { PERIOD_OPTIONS, PERIOD_POINTS_LABEL } from '../leaderboard-format';
import { RankingsCards } from './rankings-cards';
import { RankingsTable } from './rankings-table';

/** Below it the rankings are cards: no sideways scroll at 375 px, nor on a tablet. */
export const TABLE_MEDIA_QUERY = '(min-width: 1024px)';

interface GlobalRankingsProps {
  period: LeaderboardPeriod;
  level: Level | null;
  selfId: string | null;
}

function LoadingRows() {
  return (
    <div className="p-4">
      <p role="status" className="mb-3 flex items-center gap-2 text-sm text-slate-700">
        <Spinner label="" className="size-4 text-indigo-600" />
        Loading leaderboard…
      </p>
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <div key={index} className="flex animate-pulse items-center gap-3">
            <div className="h-4 w-8 rounded bg-slate-200" />
            <div className="size-9 rounded-full bg-slate-200" />
            <div className="h-4 flex-1 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function GlobalRankings({ period, level, selfId }: GlobalRankingsProps) {
  const isWide = useMediaQuery(TABLE_MEDIA_QUERY);
  const rankings = useLeaderboard({ period, ...(level ? { level } : {}) });
  const periodLabel = PERIOD_OPTIONS.find((option) => option.value === period)?.label ?? 'All Time';
  const caption = `Global Rankings, ${periodLabel.toLowerCase()}${level ? `, ${level} level` : ''}`;
  const pointsLabel = PERIOD_POINTS_LABEL[period];

  let body: ReactNode;
  if (rankings.isPending) {
    body = <LoadingRows />;
  } else if (rankings.isError && !rankings.data) {
    body = (
      <div className="space-y-3 p-4">
        <Alert tone="error">{LEADERBOARD_MESSAGES.loadFailed}</Alert>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void rankings.refetch()}
          isLoading={rankings.isFetching}
        >
          {rankings.isFetching ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          Try again
        </Button>
      </div>
    );
  } else if (rankings.data.length === 0) {
    body = (
      <div className="p-4">
        <EmptyState
          icon={<Trophy className="size-10" aria-hidden="true" />}
          title={level ? `No ${level} alumni yet` : 'No alumni ranked yet'}
          text={
            level
              ? 'Nobody is at this level right now. Choose another level or All Levels.'
              : 'Alumni appear here as they join and contribute.'
          }
        />
      </div>
    );
  } else {
    const View = isWide ? RankingsTable : RankingsCards;
    body = <View entries={rankings.data} selfId={selfId} pointsLabel={pointsLabel} caption={caption} />;
  }

  return (
    <section
      aria-labelledby="global-rankings-title"
      aria-busy={rankings.isPlaceholderData || undefined}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id="global-rankings-title" className="text-lg font-semibold text-slate-900">
          Global Rankings
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          {rankings.isPlaceholderData ? (
            <Spinner label="Updating rankings" className="size-4 text-indigo-600" />
          ) : null}
          {rankings.data ? `${rankings.data.length} ranked · ${pointsLabel.toLowerCase()}` : null}
        </p>
      </div>
      {body}
    </section>
  );
}
