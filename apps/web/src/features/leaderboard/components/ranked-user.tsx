import type { LeaderboardEntry } from '@mentorbridge/shared';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { paths } from '@/config/paths';
import { BadgeRow } from './badge-row';
import { YouBadge } from './you-badge';

interface RankedUserProps {
  entry: LeaderboardEntry;
  isSelf: boolean;
}

export function RankedUser({ entry, isSelf }: RankedUserProps) {
  const { user } = entry;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={user.name} src={user.profile.avatar} className="size-9" />
      <div className="min-w-0">
        <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <Link
            to={paths.alumniPublicProfile(user._id)}
            className="min-w-0 font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {user.name}
          </Link>
          {isSelf ? <YouBadge /> : null}
        </div>
        <div className="mt-0.5">
          <BadgeRow badges={entry.badges} />
        </div>
      </div>
    </div>
  );
}
