import { Trophy } from 'lucide-react';
import { useRankedEntry } from '../api/get-leaderboard';
import { formatPoints } from '../leaderboard-format';
import { EliteTag } from './level-badge';

/** Shows only where the person is ranked: nothing while loading, when unranked, or on a failed load. */
export function AlumniRankBadge({ userId, size = 'md' }: { userId: string; size?: 'sm' | 'md' }) {
  const { data: entry } = useRankedEntry(userId);
  if (!entry) return null;
  const isSmall = size === 'sm';
  const points = formatPoints(entry.points);
  return (
    <span
      className={`inline-flex max-w-full flex-wrap items-center gap-x-1.5 gap-y-0.5 bg-amber-50 font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset ${
        isSmall ? 'rounded-md px-2 py-0.5 text-xs' : 'rounded-full px-3 py-1 text-sm'
      }`}
    >
      <Trophy className={isSmall ? 'size-3.5' : 'size-4'} aria-hidden="true" />
      <span className="sr-only">Leaderboard: </span>
      <span>
        {isSmall ? <span className="sr-only">Rank </span> : 'Rank '}#{entry.rank}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        {points}
        {isSmall ? (
          <>
            <span aria-hidden="true"> pts</span>
            <span className="sr-only"> points</span>
          </>
        ) : (
          ' points'
        )}
      </span>
      <span aria-hidden="true">·</span>
      <span>{entry.level}</span>
      {entry.level === 'Diamond' ? <EliteTag /> : null}
    </span>
  );
}
