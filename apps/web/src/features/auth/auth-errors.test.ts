import { AUTH_MESSAGES, MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  describeLoginFailure,
  describeResetFailure,
  describeVerifyFailure,
  errorFlags,
  rateLimitMessageOr,
  retryAfterOf,
  waitLabel,
} from './auth-errors';

const apiError = (status: number, body?: Record<string, unknown>) =>
  new ApiError(
    typeof body?.message === 'string' ? body.message : MESSAGES.internal,
    status,
    'X',
    undefined,
    body,
  );

describe('auth error messages', () => {
  it("uses the server's sentence only for 429 when asked", () => {
    expect(rateLimitMessageOr(apiError(429, { message: 'Wait' }), 'Failed to send OTP')).toBe('Wait');
    expect(rateLimitMessageOr(apiError(400, { message: 'Bad' }), 'Failed to send OTP')).toBe(
      'Failed to send OTP',
    );
  });

  it('tells a code voided by wrong tries from one voided by age, and both need a new code', () => {
    const tooMany = { message: AUTH_MESSAGES.codeTooManyTries, expired: true, tooManyAttempts: true };
    expect(describeVerifyFailure(apiError(400, tooMany))).toEqual({
      message: AUTH_MESSAGES.codeTooManyTries,
      mustResend: true,
    });
    expect(describeVerifyFailure(apiError(400, { message: 'x', expired: true }))).toEqual({
      message: AUTH_MESSAGES.codeExpired,
      mustResend: true,
    });
    expect(describeVerifyFailure(apiError(400, { message: AUTH_MESSAGES.invalidCode }))).toEqual({
      message: AUTH_MESSAGES.invalidCode,
      mustResend: false,
    });
    const otpTooMany = { message: AUTH_MESSAGES.otpTooManyTries, expired: true, tooManyAttempts: true };
    expect(describeResetFailure(apiError(400, otpTooMany))).toEqual({
      message: AUTH_MESSAGES.otpTooManyTries,
      mustResend: true,
    });
    expect(describeResetFailure(new Error('offline'))).toEqual({
      message: AUTH_MESSAGES.resetFailed,
      mustResend: false,
    });
  });

  it('reads the wait of a 429 and words it for a button', () => {
    const tooSoon = new ApiError('Wait', 429, 'RATE_LIMITED', undefined, { message: 'Wait' }, 42);
    expect(retryAfterOf(tooSoon)).toBe(42);
    expect(retryAfterOf(new ApiError('Bad', 400, 'X', undefined, undefined, 42))).toBeNull();
    expect(waitLabel(1)).toBe('1 s');
    expect(waitLabel(59)).toBe('59 s');
    expect(waitLabel(60)).toBe('1 min');
    expect(waitLabel(3000)).toBe('50 min');
  });

  it('reads the flags of the error body', () => {
    expect(errorFlags(apiError(400, { message: 'x', expired: true }))).toEqual({ expired: true });
    expect(errorFlags(new Error('x'))).toEqual({});
  });

  it.each([
    [new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR'), { kind: 'network', message: MESSAGES.network }],
    [
      apiError(403, { message: AUTH_MESSAGES.verifyFirst, requiresVerification: true, email: 'a@b.co' }),
      { kind: 'verify', message: AUTH_MESSAGES.verifyFirst, email: 'a@b.co' },
    ],
    [
      apiError(403, { message: AUTH_MESSAGES.deactivated }),
      { kind: 'other', message: AUTH_MESSAGES.deactivated },
    ],
    [
      apiError(401, { message: 'Invalid email or password' }),
      { kind: 'other', message: AUTH_MESSAGES.loginUnauthorized },
    ],
    [apiError(500), { kind: 'other', message: AUTH_MESSAGES.loginFailed }],
  ])('describes a login failure (%#)', (error, expected) => {
    expect(describeLoginFailure(error)).toEqual(expected);
  });
});
