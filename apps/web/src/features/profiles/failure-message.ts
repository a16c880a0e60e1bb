import { ApiError } from '../../lib/api-client';

/**
 * The server's own sentence when it sent one (part 1 section 8: "server message or ..."); otherwise, for a
 * network failure or an empty body, the fallback the spec gives for that action.
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
