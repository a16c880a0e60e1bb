import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mentorSessions } from './mentor-sessions';
import { mentorshipRequests } from './mentorship';

/** The pair's shared checklist; at most 20 per mentorship, counted under the mentorship's row lock. */
export const mentorshipGoals = pgTable(
  'mentorship_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorshipId: uuid('mentorship_id')
      .notNull()
      .references(() => mentorshipRequests.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: text('created_by', { enum: ['student', 'alumni'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mentorship_goals_text_check', sql`char_length(${table.text}) between 1 and 200`),
    check('mentorship_goals_created_by_check', sql`${table.createdBy} in ('student', 'alumni')`),
    check('mentorship_goals_done_check', sql`${table.isDone} = (${table.doneAt} is not null)`),
    index('mentorship_goals_mentorship_idx').on(table.mentorshipId, table.createdAt),
  ],
);

/**
 * One row per session that has notes. Kept apart from mentor_sessions so that no read of sessions (lists,
 * calendars, exports) can carry the student's private note by accident.
 */
export const mentorSessionNotes = pgTable(
  'mentor_session_notes',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => mentorSessions.id, { onDelete: 'cascade' }),
    privateNote: text('private_note'),
    privateNoteUpdatedAt: timestamp('private_note_updated_at', { withTimezone: true }),
    sharedNote: text('shared_note'),
    sharedNoteBy: text('shared_note_by', { enum: ['student', 'alumni'] }),
    sharedNoteUpdatedAt: timestamp('shared_note_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'mentor_session_notes_length_check',
      sql`char_length(${table.privateNote}) <= 5000 and char_length(${table.sharedNote}) <= 5000`,
    ),
    check('mentor_session_notes_shared_by_check', sql`${table.sharedNoteBy} in ('student', 'alumni')`),
  ],
);
