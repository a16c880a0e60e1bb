import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Db, Executor } from '../db/database';
import { prepared } from '../db/prepared';

export type UserRow = typeof users.$inferSelect;
export type UserRole = UserRow['role'];

export interface UserBasics {
  id: string;
  name: string;
  email: string;
}

const basicsColumns = { id: users.id, name: users.name, email: users.email };

/**
 * The whole account row (password hash included): only for the auth module's own rules. Prepared: it answers
 * every session check of the web app (`GET /api/auth/profile`).
 */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const statement = prepared(db, 'user_by_id', () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_by_id'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByGoogleId(executor: Executor, googleId: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

export async function findUsersBasics(executor: Executor, ids: string[]): Promise<UserBasics[]> {
  if (ids.length === 0) return [];
  return executor.select(basicsColumns).from(users).where(inArray(users.id, ids));
}

export async function findUserBasics(executor: Executor, id: string): Promise<UserBasics | undefined> {
  const [row] = await executor.select(basicsColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findUserSummary(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      isProfileComplete: users.isProfileComplete,
      avatar: users.avatar,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findTokenSubject(db: Db, id: string) {
  const statement = prepared(db, 'token_subject', () =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('token_subject'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export const SESSION_SUBJECT_CHANNEL = 'session_subject';

/** Call it in the transaction that changes what a guard checks (active, token version, role, name, email). */
export async function announceSubjectChange(executor: Executor, id: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${SESSION_SUBJECT_CHANNEL}, ${id})`);
}
