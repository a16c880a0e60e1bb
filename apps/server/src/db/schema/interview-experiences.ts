import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A question as stored: both forms' payloads map onto it (server-rules "Interview experiences"). */
export interface StoredQuestionRow {
  question: string;
  myAnswer: string;
  expectedAnswer: string;
  round: string;
  types: string[];
}

/**
 * Interview experiences. `search_text` (questions and answers, kept by the service) and the company and role
 * feed the generated `search` vector, ranked company > role > questions, behind a GIN index. The author is
 * null once their account is deleted: the content stays, shown under 'Former member'.
 *
 * Set by migration 0013 (Drizzle does not model them): `search` has STORAGE MAIN, so the vectors stay in the
 * heap instead of TOAST (ranking reads them there, and the planner's costs see them), and the table has
 * fillfactor 70, so helpful-count updates stay HOT (no new index entries, no heap growth): a row with its
 * vector is about 2.2 kB, and a HOT update needs that much free room on its page.
 */
export const interviewExperiences = pgTable(
  'interview_experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alumniId: uuid('alumni_id').references(() => users.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    role: text('role'),
    interviewDate: date('interview_date', { mode: 'string' }),
    difficulty: text('difficulty'),
    outcome: text('outcome').notNull().default('pending'),
    rounds: integer('rounds').notNull().default(1),
    questionTypes: text('question_types').array().notNull().default(sql`'{}'::text[]`),
    questions: jsonb('questions').$type<StoredQuestionRow[]>().notNull(),
    searchText: text('search_text').notNull().default(''),
    companyExpectations: text('company_expectations').notNull().default(''),
    tips: text('tips').notNull().default(''),
    /** Maintained in the transaction of every vote; equals the rows of interview_helpful_votes. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', company), 'A') || setweight(to_tsvector('english', coalesce(role, '')), 'B') || setweight(to_tsvector('english', search_text), 'C')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'interview_experiences_outcome_check',
      sql`${table.outcome} in ('selected', 'rejected', 'pending')`,
    ),
    check(
      'interview_experiences_difficulty_check',
      sql`${table.difficulty} is null or ${table.difficulty} in ('Easy', 'Medium', 'Hard')`,
    ),
    check('interview_experiences_rounds_check', sql`${table.rounds} between 1 and 10`),
    check('interview_experiences_helpful_check', sql`${table.helpfulCount} >= 0`),
    index('interview_experiences_search_idx').using('gin', table.search),
    index('interview_experiences_company_trgm_idx').using('gin', sql`${table.company} gin_trgm_ops`),
    // The newest-first page's own order (ORDER BY created_at DESC, id DESC, i.e. NULLS FIRST: Drizzle's
    // default NULLS LAST would not match it), so that page is a Limit over this index.
    index('interview_experiences_recent_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('interview_experiences_alumni_idx').on(table.alumniId, table.createdAt),
  ],
);

/** One helpful vote per user and experience (the primary key makes repeating harmless). */
export const interviewHelpfulVotes = pgTable(
  'interview_helpful_votes',
  {
    experienceId: uuid('experience_id')
      .notNull()
      .references(() => interviewExperiences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.experienceId, table.userId] }),
    index('interview_helpful_votes_user_idx').on(table.userId),
  ],
);
