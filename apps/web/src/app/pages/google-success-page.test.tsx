import type { AuthProfile, Role } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import GoogleSuccessPage from './google-success-page';

function profile(overrides: Partial<AuthProfile> = {}): AuthProfile {
  return {
    _id: 'u-1',
    name: 'Asha Verma',
    email: 'asha@example.edu',
    role: 'student',
    isVerified: true,
    isProfileComplete: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderCallback(query: string) {
  return renderPage(<GoogleSuccessPage />, '/auth/google/success', `/auth/google/success${query}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoogleSuccessPage', () => {
  it('removes the token from the address at once, then fetches the profile with it', async () => {
    const pending = deferred();
    const api = mockApi({ 'GET /api/auth/profile': pending.handler });
    const { router } = renderCallback('?token=jwt-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/signing you in/i);
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/auth/google/success');
    expect(router.state.historyAction).toBe('REPLACE');

    const headers = api.fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/profile');
    expect(headers.Authorization).toBe('Bearer jwt-1');

    act(() => pending.respond(jsonResponse(200, profile({ avatar: '/uploads/a.png' }))));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
    expect(getSession()).toEqual({
      _id: 'u-1',
      name: 'Asha Verma',
      email: 'asha@example.edu',
      role: 'student',
      isProfileComplete: false,
      token: 'jwt-1',
      avatar: '/uploads/a.png',
    });
  });

  it.each<[Role, boolean, string]>([
    ['student', true, '/student-dashboard'],
    ['alumni', false, '/complete-alumni-profile'],
    ['alumni', true, '/alumni-dashboard'],
    ['admin', true, '/admin-dashboard'],
  ])('routes a %s (profile complete: %s) to %s', async (role, isProfileComplete, path) => {
    mockApi({ 'GET /api/auth/profile': () => jsonResponse(200, profile({ role, isProfileComplete })) });
    const { router } = renderCallback('?token=jwt-2');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(getSession()?.token).toBe('jwt-2');
  });

  it('goes back to /login?error=profile_fetch_failed when the profile cannot be read', async () => {
    const earlier = createSession();
    setSession(earlier);
    mockApi({
      'GET /api/auth/profile': () =>
        jsonResponse(401, { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }),
    });
    const { router } = renderCallback('?token=bad');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?error=profile_fetch_failed');
    expect(getSession()).toEqual(earlier);
  });

  it('goes back to /login?error=invalid_token without a token', async () => {
    const api = mockApi({});
    const { router } = renderCallback('');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?error=invalid_token'));
    expect(router.state.location.pathname).toBe('/login');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('passes an error code on to /login', async () => {
    const api = mockApi({});
    const { router } = renderCallback('?error=google_auth_failed');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?error=google_auth_failed'));
    expect(router.state.location.pathname).toBe('/login');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });
});
