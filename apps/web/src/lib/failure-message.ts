import { ApiError } from './api-client';

/** The server's own sentence, when it answered with one (not for a network failure or an empty body). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.isNetworkError) return null;
  const body = error.body as { message?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' && body.message
    ? error.message
    : null;
}

/**
 * What a failed call shows: the server's own sentence when it sent one (parts 1 and 2, section 8: "the
 * server's message is shown when present, otherwise the fallback"); a network failure or an empty error
 * body gives the fallback the spec names for that action.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
