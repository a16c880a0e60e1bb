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

export interface StoredQuestionRow {
  question: string;
  myAnswer: string;
  expectedAnswer: string;
  round: string;
  types: string[];
}

/**
 * Set in migrations (Drizzle does not model them): `search` has STORAGE MAIN so vectors stay in the heap
 * where ranking reads them, and fillfactor 70 keeps helpful-count updates HOT (a row is about 2.2 kB).
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
    // NULLS FIRST to match ORDER BY … DESC; Drizzle's default NULLS LAST would not use the index.
    index('interview_experiences_recent_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('interview_experiences_alumni_idx').on(table.alumniId, table.createdAt),
  ],
);

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
