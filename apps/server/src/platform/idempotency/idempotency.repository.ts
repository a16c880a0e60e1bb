import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/idempotency';
import type { Db } from '../db/database';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key for a first call; false when a call with this key exists already (running or done). */
export async function claimKey(db: Db, userId: string, key: string, fingerprint: string, now: Date) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Db, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(
  db: Db,
  userId: string,
  key: string,
  answer: { status: number; body: string; contentType: string | null },
) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function releaseKey(db: Db, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteKeysBefore(db: Db, before: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
