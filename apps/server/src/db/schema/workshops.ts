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

export const workshops = pgTable(
  'workshops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    workshopType: text('workshop_type').notNull().default('mentorship'),
    isPaid: boolean('is_paid').notNull().default(false),
    price: integer('price').notNull().default(0),
    duration: integer('duration').notNull().default(60),
    maxParticipants: integer('max_participants').notNull().default(10),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    meetingLink: text('meeting_link'),
    prerequisites: text('prerequisites'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Kept exact by triggers on workshop_bookings. */
    confirmedCount: integer('confirmed_count').notNull().default(0),
    /** Kept by triggers on users and workshops. */
    hostActive: boolean('host_active').notNull().default(true),
    /** The host's name and current company, kept by triggers on users, alumni_profiles and workshops. */
    hostSearch: text('host_search').notNull().default(''),
    /** What a student's search matches, fields joined by a separator no search can hold. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`host_search || E'\\x1f' || category || E'\\x1f' || title || E'\\x1f' || description`,
      ),
    /** Kept by triggers on the waitlist. */
    heldCount: integer('held_count').notNull().default(0),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(2),
    /** Raised on each reschedule, so calendars replace the event. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('workshops_duration_check', sql`${table.duration} between 15 and 300`),
    check('workshops_capacity_check', sql`${table.maxParticipants} between 1 and 100`),
    check('workshops_price_check', sql`${table.price} >= 0`),
    check('workshops_confirmed_count_check', sql`${table.confirmedCount} >= 0`),
    check('workshops_held_count_check', sql`${table.heldCount} >= 0`),
    check('workshops_cancel_cutoff_check', sql`${table.cancelCutoffHours} between 0 and 168`),
    index('workshops_alumni_idx').on(table.alumniId, table.scheduledAt),
    index('workshops_open_idx')
      .on(table.scheduledAt, table.id)
      .where(sql`${table.isActive} and ${table.completedAt} is null and ${table.hostActive}`),
    index('workshops_open_search_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.isActive} and ${table.completedAt} is null and ${table.hostActive}`),
  ],
);

export const workshopBookings = pgTable(
  'workshop_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Completed', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    notes: text('notes'),
    meetingLink: text('meeting_link'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    noShow: boolean('no_show').notNull().default(false),
  },
  (table) => [
    check(
      'bookings_status_check',
      sql`${table.status} in ('Pending', 'Confirmed', 'Completed', 'Cancelled')`,
    ),
    uniqueIndex('bookings_one_active_idx')
      .on(table.workshopId, table.studentId)
      .where(sql`${table.status} in ('Pending', 'Confirmed')`),
    index('bookings_workshop_status_idx').on(table.workshopId, table.status),
    index('bookings_student_idx').on(table.studentId, table.bookedAt),
    index('bookings_no_show_idx').on(table.studentId).where(sql`${table.noShow}`),
  ],
);

export const workshopFeedback = pgTable(
  'workshop_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feedback_rating_check', sql`${table.rating} between 1 and 5`),
    uniqueIndex('feedback_once_idx').on(table.workshopId, table.studentId),
    index('feedback_alumni_idx').on(table.alumniId, table.submittedAt),
    index('feedback_student_idx').on(table.studentId),
  ],
);

export const WAITLIST_STATUSES = ['Waiting', 'Offered', 'Accepted', 'Declined', 'Expired', 'Closed'] as const;

export const workshopWaitlist = pgTable(
  'workshop_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('Waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'waitlist_status_check',
      sql`${table.status} in ('Waiting', 'Offered', 'Accepted', 'Declined', 'Expired', 'Closed')`,
    ),
    uniqueIndex('waitlist_one_active_idx')
      .on(table.workshopId, table.studentId)
      .where(sql`${table.status} in ('Waiting', 'Offered')`),
    index('waitlist_queue_idx').on(table.workshopId, table.seq).where(sql`${table.status} = 'Waiting'`),
    index('waitlist_offers_idx').on(table.offerExpiresAt).where(sql`${table.status} = 'Offered'`),
    index('waitlist_student_idx').on(table.studentId).where(sql`${table.status} in ('Waiting', 'Offered')`),
  ],
);
