import type { ReactNode } from 'react';
import { formatPoints, totalContributions } from '../leaderboard-format';
import { RatingValue, StreakValue } from './entry-stats';
import { LevelBadge } from './level-badge';
import { RankChange, RankMark } from './rank-marks';
import { RankedUser } from './ranked-user';
import type { RankingsViewProps } from './rankings-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Below 1024 px, so nothing needs a sideways scroll at 375 px. */
export function RankingsCards({ entries, selfId, pointsLabel, caption }: RankingsViewProps) {
  return (
    <ol className="divide-y divide-slate-100" aria-label={caption}>
      {entries.map((entry) => {
        const isSelf = entry.user._id === selfId;
        return (
          <li
            key={entry._id}
            aria-current={isSelf ? 'true' : undefined}
            className={`px-4 py-3 ${isSelf ? 'bg-indigo-50' : ''}`}
          >
            <div className="flex items-start gap-3">
              <div className="w-9 shrink-0 pt-2 text-sm">
                <RankMark rank={entry.rank} />
              </div>
              <div className="min-w-0 flex-1">
                <RankedUser entry={entry} isSelf={isSelf} />
              </div>
              <p className="shrink-0 text-right">
                <span className="block text-lg font-bold text-slate-900 tabular-nums">
                  {formatPoints(entry.points)}
                </span>
                <span className="block text-xs text-slate-600">{pointsLabel}</span>
              </p>
            </div>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 sm:pl-12">
              <Fact label="Level">
                <LevelBadge level={entry.level} />
              </Fact>
              <Fact label="Rating">
                <RatingValue rating={entry.rating} />
              </Fact>
              <Fact label="Contributions">
                <span className="font-medium text-slate-800 tabular-nums">
                  {totalContributions(entry.contributions)}
                </span>
              </Fact>
              <Fact label="Streak">
                <StreakValue streak={entry.streak} />
              </Fact>
              <Fact label="Change">
                <RankChange change={entry.rankChange} />
              </Fact>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
