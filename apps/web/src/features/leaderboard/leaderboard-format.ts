import {
  formatInstant,
  LEADERBOARD_PERIODS,
  LEVELS,
  type LeaderboardPeriod,
  type Level,
  type PointEventKind,
  type PointsHistoryItem,
} from '@mentorbridge/shared';

export const PERIOD_OPTIONS: ReadonlyArray<{ value: LeaderboardPeriod; label: string }> = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'all-time', label: 'All Time' },
];

export const PERIOD_POINTS_LABEL: Record<LeaderboardPeriod, string> = {
  daily: 'Points today',
  weekly: 'Points this week',
  monthly: 'Points this month',
  'all-time': 'Total points',
};

export const LEVEL_FILTER_OPTIONS: ReadonlyArray<{ value: '' | Level; label: string }> = [
  { value: '', label: 'All Levels' },
  ...[...LEVELS].reverse().map((level) => ({ value: level, label: level })),
];

export function isPeriod(value: string | null): value is LeaderboardPeriod {
  return (LEADERBOARD_PERIODS as readonly string[]).includes(value ?? '');
}

export function isLevel(value: string | null): value is Level {
  return (LEVELS as readonly string[]).includes(value ?? '');
}

/** The one definition, shared with the admin user table. */
export { totalContributions } from '@mentorbridge/shared';

/** Whole weeks, rounded down. */
export function streakWeeks(currentDays: number): number {
  return Math.floor(Math.max(0, currentDays) / 7);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function formatRating(average: number, total: number): string {
  return total > 0 ? average.toFixed(1) : '—';
}

const NUMBER = new Intl.NumberFormat('en-IN');

export function formatPoints(points: number): string {
  return NUMBER.format(points);
}

/** A true minus sign, not a hyphen. */
export function signedPoints(points: number): string {
  if (points > 0) return `+${NUMBER.format(points)}`;
  if (points < 0) return `−${NUMBER.format(-points)}`;
  return '0';
}

export const EVENT_LABELS: Record<PointEventKind, string> = {
  mentorship_accepted: 'Mentorship request accepted',
  workshop_attendee: 'Student attended your workshop',
  workshop_hosted: 'Workshop completed',
  experience_posted: 'Interview experience shared',
  resource_published: 'Resource published',
  five_star_feedback: 'Five-star feedback received',
  insight_added: 'Company insight added',
  helpful_vote: 'Helpful vote received',
  request_missed: 'Mentorship request missed (auto-archived)',
  mentor_session_completed: '1:1 session completed',
};

export function describeHistoryItem(item: PointsHistoryItem): string {
  const label = EVENT_LABELS[item.kind] ?? item.kind;
  return item.isReversal ? `Reversed: ${label}` : label;
}

const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** In the viewer's zone, named. */
export function formatWhen(iso: string): string {
  return formatInstant(iso);
}

export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
