import { LEADERBOARD_MESSAGES } from '@mentorbridge/shared';
import { Medal, Star } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTopContributors } from '../api/get-top-contributors';
import { formatPoints } from '../leaderboard-format';
import { LevelBadge } from './level-badge';
import { medalTone } from './rank-marks';
import { YouBadge } from './you-badge';

export function TopContributors({ selfId }: { selfId: string | null }) {
  const top = useTopContributors();

  return (
    <section aria-labelledby="top-contributors-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-contributors-title" className="text-lg font-semibold text-slate-900">
          Top Contributors
        </h2>
        <p className="text-sm text-slate-600">Most points of all time</p>
      </div>
      {top.isPending ? (
        <div className="flex justify-center py-8 text-indigo-700">
          <Spinner label="Loading top contributors…" className="size-6" />
        </div>
      ) : top.isError ? (
        <Alert tone="error">{LEADERBOARD_MESSAGES.loadFailed}</Alert>
      ) : top.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No contributors yet.
        </p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {top.data.map((entry, index) => {
            const place = index + 1;
            const tone = medalTone(place);
            const isSelf = entry.user._id === selfId;
            return (
              <li
                key={entry._id}
                className={`relative flex min-w-0 flex-col items-center rounded-2xl border bg-white p-4 text-center shadow-sm ${
                  isSelf ? 'border-indigo-300 ring-2 ring-indigo-200' : 'border-slate-200'
                }`}
              >
                <span className="absolute top-3 left-3 inline-flex items-center gap-0.5 text-xs font-semibold text-slate-600">
                  {tone ? (
                    <Medal className={`size-6 ${tone}`} aria-hidden="true" />
                  ) : (
                    <Star className="size-5 fill-indigo-100 text-indigo-500" aria-hidden="true" />
                  )}
                  <span className="sr-only">Place {place}</span>
                </span>
                <UserAvatar
                  name={entry.user.name}
                  src={entry.user.profile.avatar}
                  className="size-14 text-lg! sm:size-16"
                />
                <Link
                  to={paths.alumniPublicProfile(entry.user._id)}
                  className="mt-2 max-w-full font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {entry.user.name}
                </Link>
                {isSelf ? (
                  <span className="mt-1">
                    <YouBadge />
                  </span>
                ) : null}
                <LevelBadge level={entry.level} className="mt-2" />
                <p className="mt-2 text-xl font-bold text-indigo-700 tabular-nums">
                  {formatPoints(entry.points)}{' '}
                  <span className="text-sm font-medium text-slate-600">points</span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
