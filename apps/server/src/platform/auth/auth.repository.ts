import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

/** The columns a guard needs to accept or refuse a token; prepared, as every signed-in request runs it. */
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
