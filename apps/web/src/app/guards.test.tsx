import type { Role } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getReturnPath } from '@/features/auth/return-path';
import { setSession } from '@/lib/session';
import { RequireRole } from './guards';
import { readDeniedNotice } from './route-notice';

function guardedRoutes(allow?: Role[]) {
  return [
    { path: '/', element: <h1>Home</h1> },
    { path: '/login', element: <h1>Sign in</h1> },
    { element: <RequireRole allow={allow} />, children: [{ path: '/secret', element: <h1>Secret</h1> }] },
  ];
}

describe('RequireRole', () => {
  it('sends a signed-out visitor to /login and remembers where they were going', async () => {
    const { router } = renderRoutes(guardedRoutes(['student']), '/secret?tab=2#top');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getReturnPath(router.state.location.state)).toBe('/secret?tab=2#top');
  });

  it('sends a signed-in user whose role is not allowed to /', async () => {
    setSession(createSession({ role: 'alumni' }));
    const { router } = renderRoutes(guardedRoutes(['student', 'admin']), '/secret');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readDeniedNotice(router.state.location.state)).toBe(
      'The page /secret is only for students and admins, so you were brought to the home page.',
    );
  });

  it.each<Role>(['student', 'admin'])('lets an allowed %s in', async (role) => {
    setSession(createSession({ role }));
    renderRoutes(guardedRoutes(['student', 'admin']), '/secret');
    expect(await screen.findByRole('heading', { name: 'Secret' })).toBeInTheDocument();
  });

  it('lets any signed-in user in when no roles are listed', async () => {
    setSession(createSession({ role: 'alumni' }));
    renderRoutes(guardedRoutes(), '/secret');
    expect(await screen.findByRole('heading', { name: 'Secret' })).toBeInTheDocument();
  });
});
