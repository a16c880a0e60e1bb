import { Readable } from 'node:stream';
import { csvLine, dateIn, type ExportKind, levelFor } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import {
  attendanceBatch,
  type LeaderboardCursor,
  leaderboardBatch,
  requestBatch,
  sessionBatch,
  userBatch,
} from './csv-exports.repository';

export const EXPORT_BATCH_SIZE = 1000;

type Cell = string | number | boolean | null;

interface ExportSource<Row, Cursor> {
  header: string[];
  batch(executor: Executor, cursor: Cursor | null, limit: number): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
  cells(row: Row, index: number): Cell[];
}

const source = <Row, Cursor>(definition: ExportSource<Row, Cursor>) => definition;

/** Whether a session took place: blank while booked or once cancelled. */
const SESSION_OUTCOMES: Record<string, string> = { completed: 'Completed', no_show: 'No-show' };

const SOURCES = {
  users: source({
    header: [
      'ID',
      'Name',
      'Email',
      'Role',
      'Active',
      'Verified',
      'Profile complete',
      'Joined',
      'Last sign-in',
      'Points',
    ],
    batch: userBatch,
    cursorOf: (row) => row.id,
    cells: (row) => [
      row.id,
      row.name,
      row.email,
      row.role,
      row.is_active,
      row.is_verified,
      row.is_profile_complete,
      row.created_at,
      row.last_login_at,
      row.points,
    ],
  }),
  'mentorship-requests': source({
    header: [
      'ID',
      'Created',
      'Status',
      'Request type',
      'Student',
      'Student email',
      'Alumni',
      'Alumni email',
      'Answered',
      'Accepted',
      'Auto-archived',
    ],
    batch: requestBatch,
    cursorOf: (row) => row.id,
    cells: (row) => [
      row.id,
      row.created_at,
      row.status,
      row.request_type,
      row.student_name,
      row.student_email,
      row.alumni_name,
      row.alumni_email,
      row.responded_at,
      row.accepted_at,
      row.auto_archived,
    ],
  }),
  'workshop-attendance': source({
    header: [
      'Booking ID',
      'Workshop ID',
      'Workshop',
      'Category',
      'Scheduled',
      'Host',
      'Student',
      'Student email',
      'Booking status',
      'Booked',
      'Decided',
    ],
    batch: attendanceBatch,
    cursorOf: (row) => row.id,
    cells: (row) => [
      row.id,
      row.workshop_id,
      row.title,
      row.category,
      row.scheduled_at,
      row.host_name,
      row.student_name,
      row.student_email,
      row.status,
      row.booked_at,
      row.decided_at,
    ],
  }),
  leaderboard: source({
    header: [
      'Rank',
      'Name',
      'Email',
      'Level',
      'Points',
      'Rank score',
      'Average rating',
      'Ratings',
      'Accepted mentorships',
      'Sessions',
      'Interview experiences',
      'Resources',
      'Workshops',
      'Five-star ratings',
      'Company insights',
      'Missed requests',
      'Current streak',
      'Longest streak',
    ],
    batch: leaderboardBatch,
    cursorOf: (row): LeaderboardCursor => ({
      rankScore: row.rank_score,
      points: row.points,
      ratingAverage: row.rating_average,
      joinedKey: row.joined_key,
      userId: row.user_id,
    }),
    cells: (row, index) => [
      index + 1,
      row.name,
      row.email,
      levelFor(row.points),
      row.points,
      Number(row.rank_score),
      Number(row.rating_average),
      row.rating_count,
      row.accepted_mentorships,
      row.mentorship_sessions,
      row.interview_experiences,
      row.resources_shared,
      row.mock_interviews,
      row.five_star_ratings,
      row.company_insights,
      row.missed_requests,
      row.current_streak,
      row.longest_streak,
    ],
  }),
  sessions: source({
    header: [
      'Session ID',
      'Mentorship ID',
      'Student',
      'Alumni',
      'Starts at (UTC)',
      'Ends at (UTC)',
      'Time zone',
      'Status',
      'Cancelled by',
      'Cancel reason',
      'Outcome',
      'Booked at (UTC)',
      'Completed at (UTC)',
    ],
    batch: sessionBatch,
    cursorOf: (row) => row.id,
    cells: (row) => [
      row.id,
      row.mentorship_id,
      row.student_name,
      row.alumni_name,
      row.starts_at,
      row.ends_at,
      row.time_zone,
      row.status,
      row.cancelled_by,
      row.cancel_reason,
      SESSION_OUTCOMES[row.status] ?? null,
      row.created_at,
      row.completed_at,
    ],
  }),
} satisfies Record<ExportKind, unknown>;

async function* csvChunks<Row, Cursor>(executor: Executor, definition: ExportSource<Row, Cursor>) {
  yield csvLine(definition.header);
  let cursor: Cursor | null = null;
  let written = 0;
  for (;;) {
    const rows = await definition.batch(executor, cursor, EXPORT_BATCH_SIZE);
    if (rows.length > 0) {
      yield rows.map((row, i) => csvLine(definition.cells(row, written + i))).join('');
      written += rows.length;
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
    cursor = definition.cursorOf(rows.at(-1)!);
  }
}

/** The next batch is read only when the client has taken the last: memory holds a batch or two. */
export function exportCsv(ctx: AppContext, kind: ExportKind) {
  const definition = SOURCES[kind] as ExportSource<unknown, unknown>;
  const day = dateIn(ctx.clock.now(), ctx.config.PLATFORM_TIME_ZONE);
  return {
    filename: `mentorbridge-${kind}-${day}.csv`,
    stream: Readable.from(csvChunks(ctx.db, definition), { objectMode: true, highWaterMark: 1 }),
  };
}
