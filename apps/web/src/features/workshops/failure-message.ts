import { ApiError } from '../../lib/api-client';

/**
 * The server's own sentence when it sent one (part 2 section 8: "the server's message is shown when
 * present, otherwise the fallback"); a network failure or an empty error body gives the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
      return error.message;
    }
  }
  return fallback;
}
