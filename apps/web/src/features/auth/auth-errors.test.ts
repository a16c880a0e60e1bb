import { AUTH_MESSAGES, MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeLoginFailure, errorFlags, rateLimitMessageOr } from './auth-errors';

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
