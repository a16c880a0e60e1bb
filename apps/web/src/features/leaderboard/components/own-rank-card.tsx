import { LEADERBOARD_MESSAGES, type LeaderboardPeriod } from '@mentorbridge/shared';
import { Flame, Sparkles, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useMyRank } from '../api/get-my-rank';
import {
  formatPoints,
  formatRating,
  PERIOD_POINTS_LABEL,
  plural,
  streakWeeks,
  totalContributions,
} from '../leaderboard-format';
import { BadgeRow } from './badge-row';
import { LevelBadge } from './level-badge';
import { RankChange, RankMark } from './rank-marks';

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-white/10 px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs text-indigo-100">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-bold text-white tabular-nums">{children}</dd>
    </div>
  );
}

export function OwnRankCard({ period }: { period: LeaderboardPeriod }) {
  const me = useMyRank(period, true);

  return (
    <section
      aria-labelledby="own-rank-title"
      aria-busy={me.isPlaceholderData || undefined}
      className="rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 p-5 text-white shadow-md sm:p-6"
    >
      <h2 id="own-rank-title" className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">
        Your Rank
      </h2>
      {me.isPending ? (
        <div className="mt-3 text-indigo-100">
          <Spinner label="Loading your rank…" className="size-6" />
        </div>
      ) : me.isError && !me.data ? (
        <Alert tone="error" className="mt-3">
          {LEADERBOARD_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <div className="mt-3 flex flex-col gap-5 lg:flex-row lg:items-center">
          <div className="flex min-w-0 items-center gap-4">
            <UserAvatar
              name={me.data.user.name}
              src={me.data.user.profile.avatar}
              className="size-14 text-xl! ring-2 ring-white/60"
            />
            <div className="min-w-0">
              <p className="text-3xl font-bold [&_svg]:size-7">
                <RankMark rank={me.data.rank} className="text-white" />
              </p>
              <p className="break-words text-indigo-100">{me.data.user.name}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <LevelBadge level={me.data.level} />
                {period === 'all-time' ? (
                  <span className="rounded-full bg-white px-2 py-0.5 text-xs">
                    <RankChange change={me.data.rankChange} isVerbose />
                  </span>
                ) : null}
                <BadgeRow badges={me.data.badges} />
              </div>
            </div>
          </div>
          <dl className="grid flex-1 grid-cols-2 gap-2 sm:grid-cols-4">
            <Fact
              label={PERIOD_POINTS_LABEL[period]}
              icon={<Sparkles className="size-3.5" aria-hidden="true" />}
            >
              {formatPoints(me.data.points)}
            </Fact>
            <Fact label="Rating" icon={<Star className="size-3.5" aria-hidden="true" />}>
              {formatRating(me.data.rating.average, me.data.rating.total)}
            </Fact>
            <Fact label="Contributions" icon={<Users className="size-3.5" aria-hidden="true" />}>
              {totalContributions(me.data.contributions)}
            </Fact>
            <Fact label="Streak" icon={<Flame className="size-3.5" aria-hidden="true" />}>
              {plural(streakWeeks(me.data.streak.current), 'week')}
            </Fact>
          </dl>
        </div>
      )}
    </section>
  );
}
