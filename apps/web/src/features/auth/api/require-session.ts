import type { Session } from '@mentorbridge/shared';
import { parseSession } from '@/lib/session';

/**
 * Checks a session answer before it is stored. Uses the hand-written parseSession, not the shared
 * sessionSchema: that schema uses roleSchema, which lives in roles.ts beside DASHBOARD_PATH, a module the
 * entry chunk already holds, so using it anywhere moves zod (about 23 KB gzip) into the JS for '/'.
 */
export function requireSession(value: unknown): Session {
  const session = parseSession(value);
  if (!session) throw new Error('The server answered with an unexpected session shape.');
  return session;
}
