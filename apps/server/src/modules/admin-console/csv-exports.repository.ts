import { type SQL, sql } from 'drizzle-orm';
import { userStats } from '../../db/schema/leaderboard';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';
import { workshopBookings, workshops } from '../../db/schema/workshops';
import type { Executor } from '../../platform/db/database';
import { isoText, rowsOf } from './sql-helpers';

/** Keyset pagination on a unique, indexed order: every batch costs the same however deep the export is. */

const after = (cursor: string | null, column: string): SQL =>
  cursor === null ? sql`true` : sql`${sql.raw(column)} > ${cursor}`;

export interface UserExportRow {
  id: string;
  name: string;
  email: string;
  role: string;
  is_active: boolean;
  is_verified: boolean;
  is_profile_complete: boolean;
  created_at: string;
  last_login_at: string | null;
  points: number;
}

/** No secret column is read. */
export async function userBatch(executor: Executor, cursor: string | null, limit: number) {
  const result = await executor.execute(sql`
    select u.id, u.name, u.email, u.role, u.is_active, u.is_verified, u.is_profile_complete,
      ${isoText(sql`u.created_at`)} as created_at, ${isoText(sql`u.last_login_at`)} as last_login_at,
      coalesce(s.points, 0) as points
    from ${users} u left join ${userStats} s on s.user_id = u.id
    where ${after(cursor, 'u.id')}
    order by u.id limit ${limit}`);
  return rowsOf<UserExportRow>(result);
}

export interface RequestExportRow {
  id: string;
  created_at: string;
  status: string;
  request_type: string;
  student_name: string;
  student_email: string;
  alumni_name: string;
  alumni_email: string;
  responded_at: string | null;
  accepted_at: string | null;
  auto_archived: boolean;
}

export async function requestBatch(executor: Executor, cursor: string | null, limit: number) {
  const result = await executor.execute(sql`
    select m.id, ${isoText(sql`m.created_at`)} as created_at, m.status, m.request_type,
      st.name as student_name, st.email as student_email, al.name as alumni_name, al.email as alumni_email,
      ${isoText(sql`m.responded_at`)} as responded_at, ${isoText(sql`m.accepted_at`)} as accepted_at,
      m.auto_archived
    from ${mentorshipRequests} m
    join ${users} st on st.id = m.student_id
    join ${users} al on al.id = m.alumni_id
    where ${after(cursor, 'm.id')}
    order by m.id limit ${limit}`);
  return rowsOf<RequestExportRow>(result);
}

export interface AttendanceExportRow {
  id: string;
  workshop_id: string;
  title: string;
  category: string;
  scheduled_at: string;
  host_name: string;
  student_name: string;
  student_email: string;
  status: string;
  booked_at: string;
  decided_at: string | null;
}

export async function attendanceBatch(executor: Executor, cursor: string | null, limit: number) {
  const result = await executor.execute(sql`
    select b.id, w.id as workshop_id, w.title, w.category, ${isoText(sql`w.scheduled_at`)} as scheduled_at,
      h.name as host_name, st.name as student_name, st.email as student_email, b.status,
      ${isoText(sql`b.booked_at`)} as booked_at, ${isoText(sql`b.decided_at`)} as decided_at
    from ${workshopBookings} b
    join ${workshops} w on w.id = b.workshop_id
    join ${users} h on h.id = w.alumni_id
    join ${users} st on st.id = b.student_id
    where ${after(cursor, 'b.id')}
    order by b.id limit ${limit}`);
  return rowsOf<AttendanceExportRow>(result);
}

export interface LeaderboardExportRow {
  user_id: string;
  name: string;
  email: string;
  points: number;
  rank_score: string;
  rating_average: string;
  rating_count: number;
  accepted_mentorships: number;
  mentorship_sessions: number;
  interview_experiences: number;
  resources_shared: number;
  mock_interviews: number;
  five_star_ratings: number;
  company_insights: number;
  missed_requests: number;
  current_streak: number;
  longest_streak: number;
  /** Exact to the microsecond, so the next batch starts right after. */
  joined_key: string;
}

export interface LeaderboardCursor {
  rankScore: string;
  points: number;
  ratingAverage: string;
  joinedKey: string;
  userId: string;
}

function afterRank(c: LeaderboardCursor | null): SQL {
  if (c === null) return sql`true`;
  const descending = sql`(s.rank_score, s.points, s.rating_average)`;
  const last = sql`(${c.rankScore}::numeric, ${c.points}::int, ${c.ratingAverage}::numeric)`;
  return sql`(${descending} < ${last} or (${descending} = ${last}
    and (s.joined_at, s.user_id) > (${c.joinedKey}::timestamptz, ${c.userId}::uuid)))`;
}

/** The order user_stats_rank_idx stores, so a batch is an index walk stopped at the limit. */
export async function leaderboardBatch(executor: Executor, cursor: LeaderboardCursor | null, limit: number) {
  const result = await executor.execute(sql`
    select s.user_id, u.name, u.email, s.points, s.rank_score::text as rank_score,
      s.rating_average::text as rating_average, s.rating_count, s.accepted_mentorships,
      s.mentorship_sessions, s.interview_experiences, s.resources_shared, s.mock_interviews,
      s.five_star_ratings, s.company_insights, s.missed_requests, s.current_streak, s.longest_streak,
      s.joined_at::text as joined_key
    from ${userStats} s join ${users} u on u.id = s.user_id and u.is_active = true
    where s.is_ranked = true and ${afterRank(cursor)}
    order by s.rank_score desc nulls last, s.points desc nulls last, s.rating_average desc nulls last,
      s.joined_at, s.user_id
    limit ${limit}`);
  return rowsOf<LeaderboardExportRow>(result);
}

export interface SessionExportRow {
  id: string;
  mentorship_id: string;
  student_name: string;
  alumni_name: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  status: string;
  cancelled_by: string | null;
  cancel_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

export async function sessionBatch(executor: Executor, cursor: string | null, limit: number) {
  const result = await executor.execute(sql`
    select s.id, s.mentorship_id, st.name as student_name, al.name as alumni_name,
      ${isoText(sql`s.starts_at`)} as starts_at, ${isoText(sql`s.ends_at`)} as ends_at, s.time_zone,
      s.status, s.cancelled_by, s.cancel_reason, ${isoText(sql`s.created_at`)} as created_at,
      ${isoText(sql`s.completed_at`)} as completed_at
    from ${mentorSessions} s
    join ${users} st on st.id = s.student_id
    join ${users} al on al.id = s.alumni_id
    where ${after(cursor, 's.id')}
    order by s.id limit ${limit}`);
  return rowsOf<SessionExportRow>(result);
}
