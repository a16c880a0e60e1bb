import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { authCodes, loginFailures, oauthStates, pendingGoogleSignups, users } from '../../db/schema/users';
import type { Executor } from '../../platform/db/database';
import { announceSubjectChange } from '../../platform/users/users.repository';
import type { CodePurpose } from './codes';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthCodeRow = typeof authCodes.$inferSelect;

export async function insertUser(executor: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await executor.insert(users).values(user).returning();
  return row!;
}

/** The columns a session guard reads: changing one must reach every instance. */
const SESSION_COLUMNS = ['name', 'email', 'role', 'isActive', 'tokenVersion'] as const;

export async function updateUser(executor: Executor, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await executor.update(users).set(patch).where(eq(users.id, id)).returning();
  if (SESSION_COLUMNS.some((column) => patch[column] !== undefined))
    await announceSubjectChange(executor, id);
  return row!;
}

export async function replacePassword(executor: Executor, id: string, passwordHash: string, now: Date) {
  await executor
    .update(users)
    .set({ passwordHash, isVerified: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
  await announceSubjectChange(executor, id);
}

/** Creates an empty row first so the lock always exists. */
export async function lockCode(
  executor: Executor,
  email: string,
  purpose: CodePurpose,
): Promise<AuthCodeRow> {
  const epoch = new Date(0);
  await executor
    .insert(authCodes)
    .values({ email, purpose, lastSentAt: epoch, windowStartedAt: epoch, sendsInWindow: 0 })
    .onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, purpose)))
    .for('update');
  return row!;
}

export async function updateCode(
  executor: Executor,
  email: string,
  purpose: CodePurpose,
  patch: Partial<typeof authCodes.$inferInsert>,
) {
  await executor
    .update(authCodes)
    .set(patch)
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, purpose)));
}

export async function countLoginFailures(executor: Executor, keys: string[], since: Date) {
  return executor
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gte(loginFailures.at, since)))
    .groupBy(loginFailures.key);
}

export async function insertLoginFailures(executor: Executor, keys: string[], at: Date) {
  await executor.insert(loginFailures).values(keys.map((key) => ({ key, at })));
}

export async function clearLoginFailures(executor: Executor, key: string) {
  await executor.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function insertPendingSignup(
  executor: Executor,
  signup: typeof pendingGoogleSignups.$inferInsert,
) {
  await executor.insert(pendingGoogleSignups).values(signup);
}

export async function takePendingSignup(executor: Executor, id: string) {
  const [row] = await executor
    .delete(pendingGoogleSignups)
    .where(eq(pendingGoogleSignups.id, id))
    .returning();
  return row;
}

export async function insertOauthState(executor: Executor, state: typeof oauthStates.$inferInsert) {
  await executor.insert(oauthStates).values(state);
}

/** Removed on read, so a callback can be replayed at most once. */
export async function takeOauthState(executor: Executor, state: string) {
  const [row] = await executor.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}

export async function deleteExpiredAuthRows(executor: Executor, now: Date, failuresBefore: Date) {
  await executor.delete(loginFailures).where(lt(loginFailures.at, failuresBefore));
  await executor.delete(pendingGoogleSignups).where(lt(pendingGoogleSignups.expiresAt, now));
  await executor.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}
