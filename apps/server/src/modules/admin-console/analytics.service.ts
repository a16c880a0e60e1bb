import { ADMIN_LIMITS, type AnalyticsQuery, dateIn, ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { readAnalytics } from './analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_WEEKS = 12;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** Date.parse rolls 2026-02-30 over to March instead of refusing it, and PostgreSQL has no year 0. */
function assertCalendarDay(day: string | undefined) {
  if (day === undefined) return;
  const days = dayNumber(day);
  if (!Number.isFinite(days) || dayText(days) !== day || day < '1000-01-01') throw badRequest(M.dateInvalid);
}

function mondayOf(day: string): string {
  const days = dayNumber(day);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayText(days - ((((days + 3) % 7) + 7) % 7));
}

export function analyticsRange(query: AnalyticsQuery, today: string) {
  assertCalendarDay(query.from);
  assertCalendarDay(query.to);
  const to = query.to ?? today;
  const from = query.from ?? dayText(dayNumber(mondayOf(to)) - (DEFAULT_WEEKS - 1) * 7);
  if (from > to) throw badRequest(M.rangeInvalid);
  if (dayNumber(to) - dayNumber(from) + 1 > ADMIN_LIMITS.analyticsMaxDays) throw badRequest(M.rangeTooLong);
  return { from, to };
}

export async function getAnalytics(ctx: AppContext, query: AnalyticsQuery) {
  const timeZone = ctx.config.PLATFORM_TIME_ZONE;
  const { from, to } = analyticsRange(query, dateIn(ctx.clock.now(), timeZone));
  const figures = await readAnalytics(ctx.db, { from, to, timeZone, top: ADMIN_LIMITS.analyticsTop });
  return { success: true as const, data: { from, to, ...figures } };
}
