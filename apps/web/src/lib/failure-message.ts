import { ApiError } from './api-client';

export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.isNetworkError) return null;
  const body = error.body as { message?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' && body.message
    ? error.message
    : null;
}

/** The spec shows the server's sentence when present, else the fallback it names for the action. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
