import { MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureMessage, serverMessage } from './failure-message';

const apiError = (status: number, body?: Record<string, unknown>) =>
  new ApiError(
    typeof body?.message === 'string' ? body.message : MESSAGES.internal,
    status,
    'X',
    undefined,
    body,
  );

describe('failure message', () => {
  it("uses the server's sentence when there is one, else the fallback", () => {
    expect(failureMessage(apiError(409, { message: 'Taken' }), 'Registration failed')).toBe('Taken');
    expect(failureMessage(apiError(502), 'Registration failed')).toBe('Registration failed');
    expect(failureMessage(apiError(400, { message: '' }), 'Failed')).toBe('Failed');
    expect(failureMessage(new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR'), 'Failed')).toBe('Failed');
    expect(failureMessage(new Error('boom'), 'Failed')).toBe('Failed');
  });

  it('has no server sentence for a network failure or a body without one', () => {
    expect(serverMessage(apiError(429, { message: 'Wait' }))).toBe('Wait');
    expect(serverMessage(apiError(500))).toBeNull();
    expect(serverMessage(new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR'))).toBeNull();
  });
});
