import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const mentorshipRequests = pgTable(
  'mentorship_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected', 'archived', 'ended'] })
      .notNull()
      .default('pending'),
    responseMessage: text('response_message'),
    rejectionReason: text('rejection_reason'),
    meetingLink: text('meeting_link'),
    meetingDate: text('meeting_date'),
    meetingTime: text('meeting_time'),
    meetingTimeZone: text('meeting_time_zone'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    autoArchived: boolean('auto_archived').notNull().default(false),
    /** Set together when either side ends an accepted mentorship. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by', { enum: ['student', 'alumni'] }),
    closingNote: text('closing_note'),
    remindedDay2At: timestamp('reminded_day2_at', { withTimezone: true }),
    remindedDay5At: timestamp('reminded_day5_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'mentorship_status_check',
      sql`${table.status} in ('pending', 'accepted', 'rejected', 'archived', 'ended')`,
    ),
    check('mentorship_ended_by_check', sql`${table.endedBy} in ('student', 'alumni')`),
    check(
      'mentorship_ended_check',
      sql`${table.status} <> 'ended' or (${table.endedAt} is not null and ${table.endedBy} is not null and ${table.closingNote} is not null)`,
    ),
    uniqueIndex('mentorship_one_pending_idx')
      .on(table.studentId, table.alumniId)
      .where(sql`${table.status} = 'pending'`),
    index('mentorship_alumni_status_idx').on(table.alumniId, table.status, table.createdAt),
    index('mentorship_student_idx').on(table.studentId, table.createdAt),
    index('mentorship_pending_age_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index('mentorship_remind_day2_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' and ${table.remindedDay2At} is null`),
    index('mentorship_remind_day5_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' and ${table.remindedDay5At} is null`),
    index('mentorship_accepted_idx').on(table.acceptedAt).where(sql`${table.acceptedAt} is not null`),
  ],
);

/** Kept in each answer's, expiry's and sign-in's transaction; `lastActiveAt` is written by a trigger. */
export const mentorResponsiveness = pgTable(
  'mentor_responsiveness',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    answeredCount: integer('answered_count').notNull().default(0),
    replySecondsTotal: bigint('reply_seconds_total', { mode: 'number' }).notNull().default(0),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    consecutiveExpiries: integer('consecutive_expiries').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (table) => [
    index('mentor_responsiveness_paused_idx').on(table.userId).where(sql`${table.pausedAt} is not null`),
    check(
      'mentor_responsiveness_counts_check',
      sql`${table.answeredCount} >= 0 and ${table.replySecondsTotal} >= 0 and ${table.consecutiveExpiries} >= 0`,
    ),
  ],
);
