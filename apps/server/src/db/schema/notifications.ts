import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Written in the mail's transaction; never edited but for `read_at`. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['mentorship', 'workshops', 'resources', 'moderation'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'notifications_category_check',
      sql`${table.category} in ('mentorship', 'workshops', 'resources', 'moderation')`,
    ),
    index('notifications_unread_idx')
      .on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.readAt} is null`),
    index('notifications_user_recent_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

const emailMode = (name: string) =>
  text(name, { enum: ['instant', 'off', 'digest'] })
    .notNull()
    .default('instant');

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorshipEmail: emailMode('mentorship_email'),
    workshopsEmail: emailMode('workshops_email'),
    resourcesEmail: emailMode('resources_email'),
    moderationEmail: emailMode('moderation_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'notification_preferences_modes_check',
      sql`${table.mentorshipEmail} in ('instant', 'off', 'digest') and ${table.workshopsEmail} in ('instant', 'off', 'digest') and ${table.resourcesEmail} in ('instant', 'off', 'digest') and ${table.moderationEmail} in ('instant', 'off', 'digest')`,
    ),
  ],
);

/** The digest job deletes the rows it mails in the same transaction, so each item is mailed once. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    notificationId: uuid('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_digest_items_user_idx').on(table.userId, table.createdAt)],
);
