import { AUTH_MESSAGES, type ErrorBody } from '@mentorbridge/shared';
import { ApiError } from '@/lib/api-client';
import { failureMessage, serverMessage } from '@/lib/failure-message';

/** For the code and OTP requests: the server's sentence when it says "too soon", else the fallback. */
export function rateLimitMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? (serverMessage(error) ?? fallback) : fallback;
}

/** The error body's flags: a void or expired code, or a login refused until the address is verified. */
export function errorFlags(error: unknown): Pick<ErrorBody, 'expired' | 'requiresVerification' | 'email'> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as Partial<ErrorBody>;
  return {
    expired: body.expired === true ? true : undefined,
    requiresVerification: body.requiresVerification === true ? true : undefined,
    email: typeof body.email === 'string' ? body.email : undefined,
  };
}

export type LoginFailure =
  | { kind: 'network'; message: string }
  | { kind: 'verify'; message: string; email: string | undefined }
  | { kind: 'other'; message: string };

/** What the login page shows for a failed sign-in (part 1 section 8). */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.isNetworkError) return { kind: 'network', message: error.message };
  const flags = errorFlags(error);
  if (error instanceof ApiError && error.status === 403 && flags.requiresVerification) {
    return { kind: 'verify', message: AUTH_MESSAGES.verifyFirst, email: flags.email };
  }
  if (error instanceof ApiError && error.status === 401) {
    return { kind: 'other', message: AUTH_MESSAGES.loginUnauthorized };
  }
  return { kind: 'other', message: failureMessage(error, AUTH_MESSAGES.loginFailed) };
}
