import { pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactReferenceSeq = pgSequence('contact_reference_seq', { startWith: 1 });

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
