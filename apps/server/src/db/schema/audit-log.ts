import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Append-only; a deleted actor is kept as null with their name in `actor_name`. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_recent_idx').on(table.createdAt.desc().nullsFirst()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt.desc().nullsFirst()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc().nullsFirst()),
  ],
);
