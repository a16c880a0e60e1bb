import { randomBytes } from 'node:crypto';
import type { Role } from '@mentorbridge/shared';
import { insertUser, type NewUser, type UserRow } from '../src/modules/auth/auth.repository';
import { hashPassword } from '../src/platform/auth/passwords';
import type { AppInstance } from '../src/platform/context';

export const DEFAULT_PASSWORD = 'correct-horse-1';

let counter = 0;

/** A verified, active user with DEFAULT_PASSWORD unless overridden. */
export async function createUser(
  app: AppInstance,
  overrides: Partial<NewUser> & { password?: string; role?: Role } = {},
): Promise<UserRow & { password: string }> {
  counter++;
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const user = await insertUser(app.ctx.db, {
    name: `User ${counter}`,
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    role: 'student',
    passwordHash: await hashPassword(password),
    isVerified: true,
    ...fields,
  });
  return { ...user, password };
}

/** Signs in through the API and returns the session body. */
export async function signIn(app: AppInstance, email: string, password = DEFAULT_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; _id: string; role: Role; isProfileComplete: boolean };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
