import type { LeaderboardPeriod } from '@mentorbridge/shared';

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function previousDay(day: string): string {
  return shiftDay(day, -1);
}

export function periodStarts(today: string) {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { day: today, week: shiftDay(today, -((weekday + 6) % 7)), month: `${today.slice(0, 8)}01` };
}

export const PERIOD_COLUMNS = {
  daily: { start: 'day_start', points: 'day_points', key: 'day' },
  weekly: { start: 'week_start', points: 'week_points', key: 'week' },
  monthly: { start: 'month_start', points: 'month_points', key: 'month' },
} as const satisfies Record<Exclude<LeaderboardPeriod, 'all-time'>, unknown>;

interface PeriodState {
  dayStart: string | null;
  dayPoints: number;
  weekStart: string | null;
  weekPoints: number;
  monthStart: string | null;
  monthPoints: number;
}

/** An event of an older period (recorded after the fact) leaves the newer one alone. */
export function periodPatch(stats: PeriodState, today: string, delta: number): Partial<PeriodState> {
  const keys = periodStarts(today);
  const patch: Partial<PeriodState> = {};
  const move = (start: string | null, points: number, key: string) => {
    if (start !== null && start > key) return null;
    return { start: key, points: (start === key ? points : 0) + delta };
  };
  const day = move(stats.dayStart, stats.dayPoints, keys.day);
  if (day) Object.assign(patch, { dayStart: day.start, dayPoints: day.points });
  const week = move(stats.weekStart, stats.weekPoints, keys.week);
  if (week) Object.assign(patch, { weekStart: week.start, weekPoints: week.points });
  const month = move(stats.monthStart, stats.monthPoints, keys.month);
  if (month) Object.assign(patch, { monthStart: month.start, monthPoints: month.points });
  return patch;
}
