import { sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/contact';
import type { Executor } from '../../platform/db/database';

export async function nextContactSequence(executor: Executor): Promise<number> {
  const result = await executor.execute(sql`select nextval('contact_reference_seq') as value`);
  const rows = (result as unknown as { rows: Array<{ value: string | number }> }).rows;
  return Number(rows[0]?.value);
}

export async function insertContactMessage(executor: Executor, message: typeof contactMessages.$inferInsert) {
  const [row] = await executor.insert(contactMessages).values(message).returning();
  return row!;
}
