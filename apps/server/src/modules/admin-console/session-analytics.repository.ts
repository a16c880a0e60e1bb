import type { SessionAnalytics } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import { mentorshipRequests } from '../../db/schema/mentorship';
import type { Executor } from '../../platform/db/database';
import type { AnalyticsRange } from './analytics.repository';
import { rowsOf } from './sql-helpers';

/** `column` is a trusted column name, never input. */
const inRange = (column: string) => sql`${sql.raw(column)} >= b.start_at and ${sql.raw(column)} < b.end_at`;

/**
 * One statement; statuses are literals, so the planner can match partial indexes. Bookings count by the day
 * they were made, those cancelled since included (and counted apart). A mentorship whose first session was
 * cancelled is measured to the next one that was not; a no-show still was its first session.
 */
export async function readSessionAnalytics(
  executor: Executor,
  range: Omit<AnalyticsRange, 'top'>,
): Promise<Omit<SessionAnalytics, 'from' | 'to'>> {
  const { from, to, timeZone } = range;
  const result = await executor.execute(sql`
    with b as (
      select (${from}::date)::timestamp at time zone ${timeZone} as start_at,
        ((${to}::date) + 1)::timestamp at time zone ${timeZone} as end_at
    ),
    weeks as (
      select generate_series(
        date_trunc('week', (${from}::date)::timestamp), (${to}::date)::timestamp, interval '1 week'
      )::date as week
    ),
    booked as (
      select date_trunc('week', s.created_at at time zone ${timeZone})::date as week, count(*)::int as n,
        count(*) filter (where s.status = 'cancelled')::int as cancelled
      from ${mentorSessions} s, b
      where ${inRange('s.created_at')}
      group by 1
    ),
    held as (
      select date_trunc('week', s.starts_at at time zone ${timeZone})::date as week,
        count(*) filter (where s.status = 'completed')::int as completed,
        count(*) filter (where s.status = 'no_show')::int as no_show
      from ${mentorSessions} s, b
      where ${inRange('s.starts_at')} and s.status in ('completed', 'no_show')
      group by 1
    ),
    firsts as (
      select extract(epoch from f.first_at - m.accepted_at) as seconds
      from ${mentorshipRequests} m
      cross join b
      cross join lateral (
        select min(s.starts_at) as first_at from ${mentorSessions} s
        where s.mentorship_id = m.id and s.status in ('booked', 'completed', 'no_show')
      ) f
      where ${inRange('m.accepted_at')} and f.first_at is not null
    ),
    totals as (
      select coalesce(sum(completed), 0)::int as completed, coalesce(sum(no_show), 0)::int as no_show
      from held
    )
    select
      coalesce((
        select json_agg(json_build_object(
          'week', to_char(w.week, 'YYYY-MM-DD'),
          'booked', coalesce(bk.n, 0),
          'completed', coalesce(h.completed, 0)
        ) order by w.week)
        from weeks w left join booked bk on bk.week = w.week left join held h on h.week = w.week
      ), '[]') as "byWeek",
      (select coalesce(sum(n), 0)::int from booked) as booked,
      (select coalesce(sum(cancelled), 0)::int from booked) as cancelled,
      totals.completed,
      totals.no_show as "noShows",
      case when totals.completed + totals.no_show = 0 then null
        else round(100.0 * totals.no_show / (totals.completed + totals.no_show), 1)::float8 end as "noShowRate",
      (select round((percentile_cont(0.5) within group (order by seconds))::numeric / 3600, 1)::float8
        from firsts) as "medianHoursToFirstSession",
      (select count(*)::int from firsts) as "firstSessions"
    from totals`);
  const [row] = rowsOf<Omit<SessionAnalytics, 'from' | 'to'>>(result);
  return row!;
}
