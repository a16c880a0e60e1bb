import type { LeaderboardEntry } from '@mentorbridge/shared';
import { formatPoints, totalContributions } from '../leaderboard-format';
import { RatingValue, StreakValue } from './entry-stats';
import { LevelBadge } from './level-badge';
import { RankChange, RankMark } from './rank-marks';
import { RankedUser } from './ranked-user';

export interface RankingsViewProps {
  entries: LeaderboardEntry[];
  selfId: string | null;
  pointsLabel: string;
  caption: string;
}

const TH = 'px-3 py-3 text-left text-xs font-semibold text-slate-600 uppercase';
const TD = 'px-3 py-3 align-middle text-sm';

export function RankingsTable({ entries, selfId, pointsLabel, caption }: RankingsViewProps) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col className="w-16" />
        <col />
        <col className="w-32" />
        <col className="w-24" />
        <col className="w-20" />
        <col className="w-36" />
        <col className="w-24" />
        <col className="w-20" />
      </colgroup>
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <th scope="col" className={TH}>
            Rank
          </th>
          <th scope="col" className={TH}>
            User
          </th>
          <th scope="col" className={TH}>
            Level
          </th>
          <th scope="col" className={TH}>
            Rating
          </th>
          <th scope="col" className={`${TH} text-right`} title={pointsLabel}>
            Points
          </th>
          <th scope="col" className={`${TH} pr-6 text-right`}>
            Contributions
          </th>
          <th scope="col" className={TH}>
            Streak
          </th>
          <th scope="col" className={TH}>
            Change
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entries.map((entry) => {
          const isSelf = entry.user._id === selfId;
          return (
            <tr
              key={entry._id}
              aria-current={isSelf ? 'true' : undefined}
              className={isSelf ? 'bg-indigo-50' : 'hover:bg-slate-50'}
            >
              <td className={TD}>
                <RankMark rank={entry.rank} />
              </td>
              <th scope="row" className={`${TD} text-left font-normal`}>
                <RankedUser entry={entry} isSelf={isSelf} />
              </th>
              <td className={TD}>
                <LevelBadge level={entry.level} />
              </td>
              <td className={TD}>
                <RatingValue rating={entry.rating} />
              </td>
              <td className={`${TD} text-right font-semibold text-slate-900 tabular-nums`}>
                {formatPoints(entry.points)}
              </td>
              <td className={`${TD} pr-6 text-right text-slate-800 tabular-nums`}>
                {totalContributions(entry.contributions)}
              </td>
              <td className={TD}>
                <StreakValue streak={entry.streak} />
              </td>
              <td className={TD}>
                <RankChange change={entry.rankChange} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
