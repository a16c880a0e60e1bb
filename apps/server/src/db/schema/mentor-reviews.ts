import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mentorSessions } from './mentor-sessions';
import { users } from './users';

/** One per session; a removed review stays as a row, so it cannot be written again. */
export const mentorSessionReviews = pgTable(
  'mentor_session_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentorSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alumniId: uuid('alumni_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    status: text('status', { enum: ['visible', 'removed'] })
      .notNull()
      .default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('mentor_session_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('mentor_session_reviews_status_check', sql`${table.status} in ('visible', 'removed')`),
    check('mentor_session_reviews_review_check', sql`char_length(${table.review}) <= 1000`),
    uniqueIndex('mentor_session_reviews_session_idx').on(table.sessionId),
    index('mentor_session_reviews_alumni_idx')
      .on(table.alumniId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'visible'`),
    index('mentor_session_reviews_student_idx').on(table.studentId),
    // Every review a mentor received, whatever its status: deleting the account finds them here.
    index('mentor_session_reviews_received_idx').on(table.alumniId),
  ],
);

/** A mentor's visible ratings, kept in each review write's transaction. */
export const mentorReviewStats = pgTable(
  'mentor_review_stats',
  {
    alumniId: uuid('alumni_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (table) => [
    check(
      'mentor_review_stats_counts_check',
      sql`${table.reviewCount} >= 0 and ${table.ratingSum} between ${table.reviewCount} and 5 * ${table.reviewCount}`,
    ),
  ],
);
