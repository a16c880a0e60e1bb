import { MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiRequest, parseRetryAfter } from './api-client';
import { clearSession, getSession, setSession } from './session';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  beforeEach(() => setSession(createSession()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the stored token as a bearer credential', async () => {
    const session = createSession();
    setSession(session);
    const fetchMock = mockFetch(json({ ok: true }));
    await apiFetch('/api/auth/profile');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${session.token}`);
  });

  it('sends an Idempotency-Key header only when given one', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/mentorship-requests', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    await apiFetch('/api/mentorship-requests', { method: 'POST', body: {} });
    const headersOf = (index: number) => fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string>;
    expect(headersOf(0)['Idempotency-Key']).toBe('key-1');
    expect(headersOf(1)).not.toHaveProperty('Idempotency-Key');
  });

  it('sends a public call with no Authorization header when signed out', async () => {
    clearSession();
    const fetchMock = mockFetch(json({ ok: true }));
    await apiFetch('/api/contact/send', { method: 'POST', body: { name: 'A' }, isPublic: true });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'A' }));
  });

  it('refuses, unsent, a call that needs a session when signed out', async () => {
    clearSession();
    const fetchMock = mockFetch(json({ ok: true }));
    const error = await catchError(apiFetch('/api/admin/analytics'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: MESSAGES.signInRequired });
    expect(fetchMock).not.toHaveBeenCalled();
    await apiFetch('/api/auth/profile', { token: 'fresh-token' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('returns the parsed body and the headers', async () => {
    mockFetch(json([{ _id: '1' }], 200, { 'X-Total-Count': '41' }));
    const result = await apiRequest<{ _id: string }[]>('/api/users/alumni');
    expect(result.data).toEqual([{ _id: '1' }]);
    expect(result.headers.get('X-Total-Count')).toBe('41');
  });

  it('turns an error body into an ApiError with message, code and field errors', async () => {
    const errors = [{ path: 'email', message: 'Email is required' }];
    mockFetch(
      json({ message: 'Please check the highlighted fields.', code: 'VALIDATION_ERROR', errors }, 400),
    );
    const error = await catchError(apiFetch('/api/auth/register', { method: 'POST', body: {} }));
    expect(error.message).toBe('Please check the highlighted fields.');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.errors).toEqual(errors);
  });

  it('exposes Retry-After on the error, in seconds', async () => {
    mockFetch(json({ message: 'Please wait', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '42' }));
    const error = await catchError(apiFetch('/api/auth/resend-verification', { method: 'POST', body: {} }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);

    mockFetch(json({ message: 'Bad', code: 'VALIDATION_ERROR' }, 400));
    expect((await catchError(apiFetch('/api/x'))).retryAfterSeconds).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await catchError(apiFetch('/api/health'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(MESSAGES.internal);
    expect(error.code).toBe('HTTP_ERROR');
  });

  it('reports an unreachable server with the network message', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await catchError(apiFetch('/api/auth/login'));
    expect(error.message).toBe(MESSAGES.network);
    expect(error.isNetworkError).toBe(true);
  });

  it('clears the session on 401', async () => {
    setSession(createSession());
    mockFetch(json({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }, 401));
    const error = await catchError(apiFetch('/api/profile/student'));
    expect(error.status).toBe(401);
    expect(getSession()).toBeNull();
  });

  it('sends an explicit token instead of the stored one, and keeps the session when it is refused', async () => {
    const session = createSession();
    setSession(session);
    const fetchMock = mockFetch(json({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }, 401));
    await catchError(apiFetch('/api/auth/profile', { token: 'fresh-token' }));
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer fresh-token');
    expect(getSession()).toEqual(session);
  });

  it('keeps the session on 403', async () => {
    const session = createSession();
    setSession(session);
    mockFetch(json({ message: 'You do not have permission to do that.', code: 'FORBIDDEN' }, 403));
    await catchError(apiFetch('/api/admin/stats'));
    expect(getSession()).toEqual(session);
  });
});
