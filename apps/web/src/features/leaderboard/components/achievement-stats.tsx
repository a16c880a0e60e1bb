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
import { StatRow } from '@/components/ui/stat-row';
import { formatPoints, formatRating, plural, streakWeeks, totalContributions } from '../leaderboard-format';
import { LevelBadge, levelStyle } from './level-badge';

const figure = (value: ReactNode) => <span className="tabular-nums">{value}</span>;

export function AchievementStats({ achievements }: { achievements: Achievements }) {
  const { streak } = achievements;
  const LevelIcon = levelStyle(achievements.level).Icon;
  const icon = (Icon: LucideIcon) => <Icon className="size-4" aria-hidden="true" />;
  return (
    <StatRow
      stats={[
        {
          label: 'Points',
          icon: icon(Sparkles),
          value: figure(formatPoints(achievements.leaderboardPoints)),
        },
        {
          label: 'Level',
          icon: icon(LevelIcon),
          value: figure(<LevelBadge level={achievements.level} className="text-sm" />),
        },
        {
          label: 'Rank',
          icon: icon(Hash),
          tone: 'slate',
          value: figure(achievements.rank === null ? '—' : `#${achievements.rank}`),
        },
        {
          label: 'Average rating',
          icon: icon(Star),
          tone: 'amber',
          value: figure(formatRating(achievements.averageRating, achievements.totalRatings)),
          note:
            achievements.totalRatings > 0
              ? `from ${plural(achievements.totalRatings, 'rating')}`
              : 'No ratings yet',
        },
        {
          label: 'Sessions',
          icon: icon(CalendarCheck),
          tone: 'green',
          value: figure(achievements.totalSessionsConducted),
        },
        {
          label: 'Helpful votes',
          icon: icon(ThumbsUp),
          tone: 'green',
          value: figure(achievements.totalHelpfulVotes),
        },
        {
          label: 'Streak',
          icon: icon(Flame),
          tone: 'orange',
          value: figure(plural(streakWeeks(streak.current), 'week')),
          note: `${plural(streak.current, 'day')} now · longest ${plural(streak.longest, 'day')}`,
        },
        {
          label: 'Contributions',
          icon: icon(HeartHandshake),
          tone: 'slate',
          value: figure(totalContributions(achievements.contributions)),
        },
      ]}
    />
  );
}
