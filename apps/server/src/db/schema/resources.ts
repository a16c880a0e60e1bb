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
 * `storage_key` is random, never the client's file name; rating totals are kept in each rating's transaction.
 * Views and downloads are in `resource_counters`.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileExtension: text('file_extension').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    ratingSum: integer('rating_sum').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when total_ratings = 0 then 0 else round(rating_sum::numeric / total_ratings, 2) end`,
      ),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('resources_status_check', sql`${table.status} in ('pending', 'published', 'refused')`),
    check('resources_extension_check', sql`${table.fileExtension} in ('pdf', 'doc', 'docx', 'xls', 'xlsx')`),
    check('resources_counts_check', sql`${table.totalRatings} >= 0 and ${table.ratingSum} >= 0`),
    index('resources_status_recent_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    index('resources_published_idx')
      .on(table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'published'`),
    index('resources_uploader_idx').on(table.uploaderId, table.createdAt.desc().nullsFirst()),
    index('resources_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('resources_search_trgm_idx').using(
      'gin',
      sql`resource_search_text(${table.title}, ${table.description}, ${table.tags}) gin_trgm_ops`,
    ),
    index('resources_rating_idx').on(
      table.averageRating.desc().nullsFirst(),
      table.totalRatings.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('resources_title_idx').on(
      sql`lower(${table.title})`,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('resources_recent_idx').on(table.createdAt.desc().nullsFirst(), table.id),
  ],
);

/**
 * Bumped by reads (a view, a download), so apart from `resources`: a count does not empty the cached lists read
 * from that table. A row is made for each resource by a trigger on insert (migration 0025).
 */
export const resourceCounters = pgTable(
  'resource_counters',
  {
    resourceId: uuid('resource_id')
      .primaryKey()
      .references(() => resources.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (table) => [
    check('resource_counters_check', sql`${table.views} >= 0 and ${table.downloads} >= 0`),
    index('resource_counters_downloads_idx').on(table.downloads.desc().nullsFirst(), table.resourceId),
  ],
);

export const resourceRatings = pgTable(
  'resource_ratings',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.resourceId, table.userId] }),
    check('resource_ratings_rating_check', sql`${table.rating} between 1 and 5`),
    index('resource_ratings_user_idx').on(table.userId),
  ],
);
