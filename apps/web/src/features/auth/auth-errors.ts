import { AUTH_MESSAGES, type ErrorBody } from '@mentorbridge/shared';
import { ApiError } from '@/lib/api-client';
import { failureMessage, serverMessage } from '@/lib/failure-message';

export function rateLimitMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? (serverMessage(error) ?? fallback) : fallback;
}

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

export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : null;
}

export function waitLabel(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

export interface CodeFailure {
  message: string;
  mustResend: boolean;
}

/** A code voided by too many wrong tries gets the server's sentence; one voided by age says it expired. */
export function describeVerifyFailure(error: unknown): CodeFailure {
  const flags = errorFlags(error);
  if (flags.tooManyAttempts) {
    return { message: serverMessage(error) ?? AUTH_MESSAGES.codeTooManyTries, mustResend: true };
  }
  if (flags.expired) return { message: AUTH_MESSAGES.codeExpired, mustResend: true };
  return { message: failureMessage(error, AUTH_MESSAGES.verifyFailed), mustResend: false };
}

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
