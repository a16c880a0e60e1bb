/**
 * Navigation state passed between the account pages (part 1 sections 2 and 4): the address to verify,
 * and the notice the login page shows after verification.
 */
export interface EmailState {
  email: string;
}

export interface LoginNoticeState {
  message: string;
  email: string;
}

function field(state: unknown, key: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The e-mail address carried in navigation state, if any. */
export function readStateEmail(state: unknown): string | null {
  return field(state, 'email');
}

/** The notice carried to /login in navigation state, if any. */
export function readStateMessage(state: unknown): string | null {
  return field(state, 'message');
}
