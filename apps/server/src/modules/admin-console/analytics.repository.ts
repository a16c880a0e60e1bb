import type { Analytics } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { interviewExperiences, interviewHelpfulVotes } from '../../db/schema/interview-experiences';
import { pointsLedger, userStats } from '../../db/schema/leaderboard';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';
import { workshopBookings, workshops } from '../../db/schema/workshops';
import type { Executor } from '../../platform/db/database';
import { rowsOf } from './sql-helpers';

export interface AnalyticsRange {
  from: string;
  to: string;
  timeZone: string;
  top: number;
}

/** `column` is a trusted column name, never input. */
const inRange = (column: string) => sql`${sql.raw(column)} >= b.start_at and ${sql.raw(column)} < b.end_at`;

/** Days are platform calendar days; a sign-up's week is the Monday of its local day. */
export async function readAnalytics(
  executor: Executor,
  range: AnalyticsRange,
): Promise<Omit<Analytics, 'from' | 'to'>> {
  const { from, to, timeZone, top } = range;
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
    signups as (
      select date_trunc('week', u.created_at at time zone ${timeZone})::date as week, u.role,
        u.is_profile_complete
      from ${users} u, b where ${inRange('u.created_at')}
    ),
    signup_weeks as (
      select w.week,
        count(s.role) filter (where s.role = 'student')::int as students,
        count(s.role) filter (where s.role = 'alumni')::int as alumni,
        count(s.role) filter (where s.role = 'admin')::int as admins,
        count(s.role) filter (where s.role = 'student' and s.is_profile_complete)::int as students_complete,
        count(s.role) filter (where s.role = 'alumni' and s.is_profile_complete)::int as alumni_complete,
        count(s.role) filter (where s.role = 'admin' and s.is_profile_complete)::int as admins_complete
      from weeks w left join signups s on s.week = w.week
      group by w.week
    ),
    requests as (
      select m.status, m.created_at, m.responded_at from ${mentorshipRequests} m, b
      where ${inRange('m.created_at')}
    ),
    held as (
      select w.id, w.max_participants from ${workshops} w, b where ${inRange('w.completed_at')}
    ),
    seats as (
      select
        (select count(*)::int from held) as held,
        (select count(*)::int from ${workshopBookings} wb join held h on h.id = wb.workshop_id
          where wb.status in ('Confirmed', 'Completed')) as taken,
        (select coalesce(sum(max_participants), 0)::int from held) as offered
    ),
    -- "Most-read companies": the data has no read counter, so a company's reads are the best signals of
    -- readers it has: helpful votes on its interview experiences and ratings of its insights in the range
    -- (a rating counts when it was given or last changed). Companies group by name, case-insensitively.
    company_signals as (
      select lower(btrim(e.company)) as key, e.company as name, 1 as experiences, 0 as reads
      from ${interviewExperiences} e, b where ${inRange('e.created_at')}
      union all
      select lower(btrim(e.company)), e.company, 0, 1
      from ${interviewHelpfulVotes} v join ${interviewExperiences} e on e.id = v.experience_id, b
      where ${inRange('v.created_at')}
      union all
      select lower(btrim(ci.company)), ci.company, 0, 1
      from ${companyInsightRatings} r join ${companyInsights} ci on ci.id = r.insight_id, b
      where ${inRange('r.updated_at')}
    ),
    companies as (
      select min(name) as company, sum(experiences)::int as experiences, sum(reads)::int as reads
      from company_signals group by key
      order by reads desc, experiences desc, company limit ${top}
    ),
    -- Contributors are whom the leaderboard ranks: is_ranked (alumni, kept by a trigger) and active.
    contributors as (
      select u.id, u.name, u.role, sum(l.points)::int as points
      from ${pointsLedger} l join ${users} u on u.id = l.user_id and u.is_active
        join ${userStats} s on s.user_id = u.id and s.is_ranked, b
      where ${inRange('l.occurred_at')}
      group by u.id, u.name, u.role having sum(l.points) > 0
      order by points desc, u.name, u.id limit ${top}
    ),
    categories as (
      select w.category, count(*)::int as bookings
      from ${workshopBookings} wb join ${workshops} w on w.id = wb.workshop_id, b
      where ${inRange('wb.booked_at')}
      group by w.category order by bookings desc, w.category limit ${top}
    )
    select
      coalesce((
        select json_agg(json_build_object(
          'week', to_char(week, 'YYYY-MM-DD'),
          'signups', json_build_object('student', students, 'alumni', alumni, 'admin', admins),
          'completedProfiles', json_build_object(
            'student', students_complete, 'alumni', alumni_complete, 'admin', admins_complete)
        ) order by week)
        from signup_weeks
      ), '[]') as "signupsByWeek",
      json_build_object(
        'byStatus', (
          select json_object_agg(s.status, coalesce(c.n, 0))
          from unnest(array['pending', 'accepted', 'rejected', 'archived', 'ended']) as s(status)
          left join (select status, count(*)::int as n from requests group by status) c on c.status = s.status
        ),
        'medianHoursToAnswer', (
          select round((percentile_cont(0.5) within group (
            order by extract(epoch from responded_at - created_at)))::numeric / 3600, 1)::float8
          from requests where responded_at is not null
        ),
        'responseRate', (
          select case when count(*) = 0 then null
            else round(100.0 * count(responded_at) / count(*), 1)::float8 end
          from requests
        )
      ) as mentorship,
      json_build_object(
        'held', seats.held,
        'confirmedSeats', seats.taken,
        'attendanceRate', case when seats.offered = 0 then null
          else round(100.0 * seats.taken / seats.offered, 1)::float8 end,
        'topCategories', coalesce((
          select json_agg(json_build_object('category', category, 'bookings', bookings)
            order by bookings desc, category)
          from categories
        ), '[]')
      ) as workshops,
      coalesce((
        select json_agg(json_build_object('company', company, 'experiences', experiences, 'reads', reads)
          order by reads desc, experiences desc, company)
        from companies
      ), '[]') as "topCompanies",
      coalesce((
        select json_agg(json_build_object('_id', id, 'name', name, 'role', role, 'points', points)
          order by points desc, name, id)
        from contributors
      ), '[]') as "topContributors"
    from seats`);
  const [row] = rowsOf<Omit<Analytics, 'from' | 'to'>>(result);
  return row!;
}
