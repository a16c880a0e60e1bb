import { AUTH_MESSAGES, type ErrorBody } from '@mentorbridge/shared';
import { ApiError } from '@/lib/api-client';
import { failureMessage, serverMessage } from '@/lib/failure-message';

/** For the code and OTP requests: the server's sentence when it says "too soon", else the fallback. */
export function rateLimitMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? (serverMessage(error) ?? fallback) : fallback;
}

/**
 * The error body's flags: a void or expired code (voided by too many wrong tries, or by age), or a login
 * refused until the address is verified.
 */
export function errorFlags(
  error: unknown,
): Pick<ErrorBody, 'expired' | 'tooManyAttempts' | 'requiresVerification' | 'email'> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const body = error.body as Partial<ErrorBody>;
  return {
    expired: body.expired === true ? true : undefined,
    tooManyAttempts: body.tooManyAttempts === true ? true : undefined,
    requiresVerification: body.requiresVerification === true ? true : undefined,
    email: typeof body.email === 'string' ? body.email : undefined,
  };
}

/** Seconds a 429 asks to wait (its Retry-After) before the next request, else null. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : null;
}

/** The wait on a Resend button: '45 s', or whole minutes past one ('12 min'). */
export function waitLabel(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/** A failed code or OTP check: what to say, and whether only a new code can help now. */
export interface CodeFailure {
  message: string;
  mustResend: boolean;
}

/**
 * A failed verification (part 1 section 8): a code voided by too many wrong tries says so (the server's
 * sentence); one voided by age says 'Verification code expired…'; both send the user to Resend Code.
 */
export function describeVerifyFailure(error: unknown): CodeFailure {
  const flags = errorFlags(error);
  if (flags.tooManyAttempts) {
    return { message: serverMessage(error) ?? AUTH_MESSAGES.codeTooManyTries, mustResend: true };
  }
  if (flags.expired) return { message: AUTH_MESSAGES.codeExpired, mustResend: true };
  return { message: failureMessage(error, AUTH_MESSAGES.verifyFailed), mustResend: false };
}

/** A failed reset: the server's sentence ('Too many wrong OTPs…', 'OTP expired…'), else the fallback. */
export function describeResetFailure(error: unknown): CodeFailure {
  const flags = errorFlags(error);
  if (flags.tooManyAttempts) {
    return { message: serverMessage(error) ?? AUTH_MESSAGES.otpTooManyTries, mustResend: true };
  }
  if (flags.expired) return { message: serverMessage(error) ?? AUTH_MESSAGES.otpExpired, mustResend: true };
  return { message: failureMessage(error, AUTH_MESSAGES.resetFailed), mustResend: false };
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
