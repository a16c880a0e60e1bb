import { type AnalyticsQuery, dateIn } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { analyticsRange } from './analytics.service';
import { readSessionAnalytics } from './session-analytics.repository';

/** The range rules of the analytics: platform calendar days, the last 12 weeks by default. */
export async function getSessionAnalytics(ctx: AppContext, query: AnalyticsQuery) {
  const timeZone = ctx.config.PLATFORM_TIME_ZONE;
  const { from, to } = analyticsRange(query, dateIn(ctx.clock.now(), timeZone));
  const figures = await readSessionAnalytics(ctx.db, { from, to, timeZone });
  return { success: true as const, data: { from, to, ...figures } };
}
