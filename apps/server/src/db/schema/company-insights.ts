import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Rating sum and count are kept in each rating's transaction so a rating sort is one indexed read.
 * `insight_roles_text` is array_to_string declared immutable, as a generated column needs (text prints
 * the same under every setting).
 */
export const companyInsights = pgTable(
  'company_insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    logo: text('logo').notNull(),
    industry: text('industry').notNull(),
    location: text('location').notNull().default(''),
    companySize: text('company_size').notNull().default('Medium'),
    recruitmentPattern: text('recruitment_pattern').notNull(),
    rolesOffered: text('roles_offered').array().notNull().default(sql`'{}'::text[]`),
    hiringRounds: integer('hiring_rounds').notNull().default(0),
    hiringDuration: text('hiring_duration').notNull().default(''),
    hiringDescription: text('hiring_description').notNull().default(''),
    salaryMin: integer('salary_min').notNull().default(0),
    salaryMax: integer('salary_max').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    workCulture: text('work_culture').notNull().default(''),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    tips: text('tips').notNull().default(''),
    expectTechnical: text('expect_technical').array().notNull().default(sql`'{}'::text[]`),
    expectBehavioral: text('expect_behavioral').array().notNull().default(sql`'{}'::text[]`),
    expectEducational: text('expect_educational').notNull().default(''),
    ratingSum: integer('rating_sum').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    /** Fields joined by U+001F, which a search never crosses: `q` is one trigram-indexed ILIKE here. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(company || chr(31) || industry || chr(31) || location || chr(31) || insight_roles_text(roles_offered))`,
      ),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when total_ratings = 0 then 0 else round(rating_sum::numeric / total_ratings, 2) end`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('company_insights_size_check', sql`${table.companySize} in ('Small', 'Medium', 'Large')`),
    check('company_insights_currency_check', sql`${table.currency} in ('USD', 'INR', 'EUR', 'GBP')`),
    check('company_insights_ratings_check', sql`${table.totalRatings} >= 0 and ${table.ratingSum} >= 0`),
    // DESC keys are NULLS FIRST like ORDER BY … DESC; Drizzle's default NULLS LAST would not match the index.
    index('company_insights_recent_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    index('company_insights_rating_idx').on(
      table.averageRating.desc().nullsFirst(),
      table.totalRatings.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('company_insights_reviews_idx').on(
      table.totalRatings.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('company_insights_salary_idx').on(
      table.salaryMax.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('company_insights_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('company_insights_creator_idx').on(table.creatorId),
  ],
);

export const companyInsightRatings = pgTable(
  'company_insight_ratings',
  {
    insightId: uuid('insight_id')
      .notNull()
      .references(() => companyInsights.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.insightId, table.userId] }),
    check('company_insight_ratings_rating_check', sql`${table.rating} between 1 and 5`),
    index('company_insight_ratings_recent_idx').on(
      table.insightId,
      table.updatedAt.desc().nullsFirst(),
      table.userId,
    ),
    index('company_insight_ratings_user_idx').on(table.userId),
  ],
);
