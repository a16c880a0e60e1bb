import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Executor } from '../db/database';

/** The columns a guard needs to accept or refuse a token. */
export async function findTokenSubject(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
