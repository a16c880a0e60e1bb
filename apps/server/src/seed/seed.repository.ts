import { eq } from 'drizzle-orm';
import { appMeta } from '../db/schema/meta';
import type { Executor } from '../platform/db/database';

const SEEDED_KEY = 'demo_seeded_at';

export async function wasSeeded(executor: Executor): Promise<boolean> {
  const rows = await executor.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}

export async function markSeeded(executor: Executor, at: Date): Promise<void> {
  await executor.insert(appMeta).values({ key: SEEDED_KEY, value: at.toISOString(), updatedAt: at });
}
