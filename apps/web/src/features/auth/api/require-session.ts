import type { Session } from '@mentorbridge/shared';
import { parseSession } from '@/lib/session';

/** Not the shared sessionSchema: using it anywhere moves zod (about 23 KB gzip) into the entry chunk. */
export function requireSession(value: unknown): Session {
  const session = parseSession(value);
  if (!session) throw new Error('The server answered with an unexpected session shape.');
  return session;
}
