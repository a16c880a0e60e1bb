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

export function readStateEmail(state: unknown): string | null {
  return field(state, 'email');
}

export function readStateMessage(state: unknown): string | null {
  return field(state, 'message');
}
