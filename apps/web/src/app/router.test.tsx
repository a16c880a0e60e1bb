import { createSession } from '@test/factories';
import { renderRoutes } from '@test/render';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { preloadRoute, routes } from './router';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('shows the 404 page, inside the layout, for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('renders a preloaded page in the first render, without the loading fallback (nothing shifts)', async () => {
    await preloadRoute('/about');
    renderRoutes(routes, '/about');
    // getBy, not findBy: the page must be there at once, not after the fallback.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('redirects /qa to /resources', async () => {
    setSession(createSession({ role: 'student' }));
    const { router } = renderRoutes(routes, '/qa');
    // Its chunks and the bell's are imported cold here, which can pass 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Placement Resources' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('sends a signed-out visitor from a guarded page to sign in', async () => {
    const { router } = renderRoutes(routes, '/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['student', '/admin-dashboard'],
    ['alumni', '/interviews'],
    ['admin', '/student/profile'],
  ] as const)('sends a %s away from %s to the home page, and says why', async (role, path) => {
    setSession(createSession({ role }));
    const { router } = renderRoutes(routes, path);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(`The page ${path} is only for`);
    expect(notice).toHaveTextContent('so you were brought to the home page.');
  });

  it.each([
    ['student', '/company-insights/create', 'Only alumni and admins can add company insights.'],
    ['student', '/company-insights/edit/abc', 'Only alumni and admins can edit company insights.'],
    ['alumni', '/admin/resources', 'This page is only accessible to admin users.'],
  ] as const)(
    'shows a %s the page of %s saying who it is for (part 2 sections 2.6, 2.10)',
    async (role, path, text) => {
      setSession(createSession({ role }));
      const { router } = renderRoutes(routes, path);
      // Lazy chunks on a busy machine can take more than the default second.
      expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it("opens the public profile from the interview list's /alumni-profile/{id} (part 2 section 2.5)", async () => {
    setSession(createSession({ role: 'student' }));
    const { router } = renderRoutes(routes, '/alumni-profile/abc-123');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/alumni/abc-123'));
  });

  it('says which roles a page is for, and the notice can be dismissed', async () => {
    setSession(createSession({ role: 'student' }));
    const { router } = renderRoutes(routes, '/mentorship-dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The page /mentorship-dashboard is only for alumni and admins, so you were brought to the home page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows no notice on a plain visit to the home page', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a signed-out visitor from Explore Mentors, through sign-in, to the mentor list', async () => {
    const { router } = renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'Explore Mentors' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    act(() => setSession(createSession({ role: 'student' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Mentor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/find-mentor');
  });

  it.each([
    ['student', '/find-mentor', 'Find Your Mentor'],
    ['alumni', '/company-insights/edit/abc', 'Edit Company Insight'],
    ['admin', '/mentorship-dashboard', 'Mentorship Dashboard'],
    ['alumni', '/alumni/123', 'Alumni Profile'],
    ['alumni', '/alumni/profile', 'My Profile'],
  ] as const)('lets a %s open %s', async (role, path, heading) => {
    setSession(createSession({ role }));
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  // Mounted without TanStack Query (staticPage) to keep '/' small.
  it.each([
    ['/', 1],
    ['/about', 1],
    ['/faq', 1],
    ['/terms', 1],
    ['/privacy', 1],
    ['/missing', 1],
  ] as const)('renders %s without a query provider', async (path, level) => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(await screen.findByRole('heading', { level })).toBeInTheDocument();
  });

  it('gives a page with server state its query client', async () => {
    setSession(createSession({ role: 'student' }));
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dev/mailbox'] })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeInTheDocument();
  });
});
