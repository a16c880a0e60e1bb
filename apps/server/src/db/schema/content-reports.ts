import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'content_reports_kind_check',
      sql`${table.kind} in ('experience', 'insight', 'resource', 'profile', 'review')`,
    ),
    check('content_reports_status_check', sql`${table.status} in ('open', 'dismissed', 'removed')`),
    uniqueIndex('content_reports_open_idx')
      .on(table.kind, table.targetId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    index('content_reports_target_idx').on(table.kind, table.targetId),
    index('content_reports_status_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    index('content_reports_reporter_idx').on(table.reporterId),
  ],
);
