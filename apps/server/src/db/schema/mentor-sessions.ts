import type { WeeklyWindow } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mentorshipRequests } from './mentorship';
import { users } from './users';

/** One row per alumni who set their hours; the zone lives on the alumni profile. */
export const mentorAvailability = pgTable(
  'mentor_availability',
  {
    alumniId: uuid('alumni_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionMinutes: integer('session_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    minNoticeHours: integer('min_notice_hours').notNull().default(12),
    weeklyCap: integer('weekly_cap').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyWindow[]>().notNull(),
    blockedDates: date('blocked_dates', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    meetingLink: text('meeting_link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mentor_availability_length_check', sql`${table.sessionMinutes} in (30, 45, 60)`),
    check(
      'mentor_availability_limits_check',
      sql`${table.bufferMinutes} between 0 and 60 and ${table.minNoticeHours} between 0 and 168 and ${table.weeklyCap} between 1 and 40`,
    ),
  ],
);

/**
 * Two booked sessions of one alumni never overlap: an exclusion constraint written by hand in the migration
 * (drizzle cannot declare one) guards it against racing bookings.
 */
export const mentorSessions = pgTable(
  'mentor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorshipId: uuid('mentorship_id')
      .notNull()
      .references(() => mentorshipRequests.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: ['booked', 'cancelled', 'completed', 'no_show'] })
      .notNull()
      .default('booked'),
    meetingLink: text('meeting_link'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['student', 'alumni'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The invitation's SEQUENCE: raised on every reschedule and on cancel, so calendars replace the event. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    rescheduleReason: text('reschedule_reason'),
    rescheduledBy: text('rescheduled_by', { enum: ['student', 'alumni'] }),
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    /** Claimed by the reminder job with a conditional update, so two runners never both send one. */
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    /** Set by the completion job (or a review) when a booked session's end has passed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * When the alumni was paid for a completed session: at the student's review or when the no-show window
     * closes, whichever comes first. Set by a conditional update (still null), so it pays once.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'mentor_sessions_status_check',
      sql`${table.status} in ('booked', 'cancelled', 'completed', 'no_show')`,
    ),
    check('mentor_sessions_range_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('mentor_sessions_cancelled_by_check', sql`${table.cancelledBy} in ('student', 'alumni')`),
    check('mentor_sessions_rescheduled_by_check', sql`${table.rescheduledBy} in ('student', 'alumni')`),
    index('mentor_sessions_alumni_start_idx').on(table.alumniId, table.startsAt),
    index('mentor_sessions_student_start_idx').on(table.studentId, table.startsAt),
    index('mentor_sessions_mentorship_idx').on(table.mentorshipId),
    index('mentor_sessions_reminders_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'booked' and ${table.reminder1hSentAt} is null`),
    index('mentor_sessions_completion_idx').on(table.endsAt).where(sql`${table.status} = 'booked'`),
    index('mentor_sessions_payment_idx')
      .on(table.endsAt)
      .where(sql`${table.status} = 'completed' and ${table.paidAt} is null`),
    // The admin's session analytics: bookings (cancelled ones too) and held sessions of a range of days.
    index('mentor_sessions_created_idx').on(table.createdAt),
    index('mentor_sessions_held_idx')
      .on(table.startsAt)
      .where(sql`${table.status} in ('completed', 'no_show')`),
  ],
);
