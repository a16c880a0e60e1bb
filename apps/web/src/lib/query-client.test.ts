import { createSession } from '@test/factories';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryClient, shouldRetry } from './query-client';
import { clearSession, setSession } from './session';

describe('query client', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError('no', status, 'X'))).toBe(false);
    }
  });

  it('retries network failures and 5xx twice', () => {
    const network = new ApiError('down', 0, 'NETWORK_ERROR');
    const unavailable = new ApiError('busy', 503, 'SERVICE_UNAVAILABLE');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, unavailable)).toBe(true);
    expect(shouldRetry(2, unavailable)).toBe(false);
  });

  it('drops cached data when the signed-in user changes', () => {
    setSession(createSession({ _id: 'first' }));
    queryClient.setQueryData(['mine'], 'secret');
    setSession(createSession({ _id: 'first', name: 'Renamed' }));
    expect(queryClient.getQueryData(['mine'])).toBe('secret');
    clearSession();
    expect(queryClient.getQueryData(['mine'])).toBeUndefined();
  });
});
