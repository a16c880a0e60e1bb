import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['pending', 'accepted', 'rejected', 'archived'] })
      .notNull()
      .default('pending'),
    responseMessage: text('response_message'),
    rejectionReason: text('rejection_reason'),
    meetingLink: text('meeting_link'),
    meetingDate: text('meeting_date'),
    meetingTime: text('meeting_time'),
    meetingTimeZone: text('meeting_time_zone'),
    /** Set once accepted and kept after archiving: the student keeps the alumni's contact details. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Archived by the 7-day job: a missed request for the alumni. */
    autoArchived: boolean('auto_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mentorship_status_check', sql`${table.status} in ('pending', 'accepted', 'rejected', 'archived')`),
    // One pending request per student and alumni, enforced by the database itself.
    uniqueIndex('mentorship_one_pending_idx')
      .on(table.studentId, table.alumniId)
      .where(sql`${table.status} = 'pending'`),
    index('mentorship_alumni_status_idx').on(table.alumniId, table.status, table.createdAt),
    index('mentorship_student_idx').on(table.studentId, table.createdAt),
    index('mentorship_pending_age_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);
