import type { Achievements } from '@mentorbridge/shared';
import {
  CalendarCheck,
  Flame,
  Hash,
  HeartHandshake,
  type LucideIcon,
  Sparkles,
  Star,
  ThumbsUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPoints, formatRating, plural, streakWeeks, totalContributions } from '../leaderboard-format';
import { LevelBadge, levelStyle } from './level-badge';

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-700',
  amber: 'bg-amber-50 text-amber-700',
  green: 'bg-green-50 text-green-700',
  orange: 'bg-orange-50 text-orange-700',
  slate: 'bg-slate-100 text-slate-700',
} as const;

interface StatProps {
  label: string;
  Icon: LucideIcon;
  tone: keyof typeof TONES;
  children: ReactNode;
  /** A line under the value (how many ratings, the streak in days). */
  note?: string;
}

/** One stat card: a <div> holding its <dt> and <dd>s, as a <dl> requires. */
function Stat({ label, Icon, tone, children, note }: StatProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span
          className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:inline-flex ${TONES[tone]}`}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{children}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/**
 * The Achievements stat cards: points, level, rank, average rating, sessions, helpful votes, the streak in
 * whole weeks (part 2 section 9) and the total contributions.
 */
export function AchievementStats({ achievements }: { achievements: Achievements }) {
  const { streak } = achievements;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Points" Icon={Sparkles} tone="indigo">
        {formatPoints(achievements.leaderboardPoints)}
      </Stat>
      <Stat label="Level" Icon={levelStyle(achievements.level).Icon} tone="indigo">
        <LevelBadge level={achievements.level} className="text-sm" />
      </Stat>
      <Stat label="Rank" Icon={Hash} tone="slate">
        {achievements.rank === null ? '—' : `#${achievements.rank}`}
      </Stat>
      <Stat
        label="Average rating"
        Icon={Star}
        tone="amber"
        note={
          achievements.totalRatings > 0
            ? `from ${plural(achievements.totalRatings, 'rating')}`
            : 'No ratings yet'
        }
      >
        {formatRating(achievements.averageRating, achievements.totalRatings)}
      </Stat>
      <Stat label="Sessions" Icon={CalendarCheck} tone="green">
        {achievements.totalSessionsConducted}
      </Stat>
      <Stat label="Helpful votes" Icon={ThumbsUp} tone="green">
        {achievements.totalHelpfulVotes}
      </Stat>
      <Stat
        label="Streak"
        Icon={Flame}
        tone="orange"
        note={`${plural(streak.current, 'day')} now · longest ${plural(streak.longest, 'day')}`}
      >
        {plural(streakWeeks(streak.current), 'week')}
      </Stat>
      <Stat label="Contributions" Icon={HeartHandshake} tone="slate">
        {totalContributions(achievements.contributions)}
      </Stat>
    </dl>
  );
}
