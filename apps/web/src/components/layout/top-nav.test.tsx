import type { Session } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { renderRoutes } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import { TopNav } from './top-nav';

function stubProfileApi(avatar: string | null, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (!url.startsWith('/api/profile/')) throw new Error(`unexpected call ${url}`);
    if (status !== 200)
      return new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), { status });
    return new Response(JSON.stringify({ name: 'x', email: 'x', profile: { avatar } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderNav(session: Session | null, path = '/') {
  if (session) setSession(session);
  return renderRoutes(
    [
      { path: '*', element: <TopNav /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    path,
  );
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function linkTargets() {
  return Object.fromEntries(
    within(mainNav())
      .getAllByRole('link')
      .map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TopNav', () => {
  it('shows a student Interviews, Resources and Mentorship Request → /mentorship', async () => {
    stubProfileApi(null);
    renderNav(createSession({ role: 'student', name: 'Asha Verma' }));
    expect(linkTargets()).toEqual({
      MentorBridge: '/',
      Dashboard: '/student-dashboard',
      Interviews: '/interviews',
      Companies: '/company-insights',
      'Mentorship Request': '/mentorship',
      Resources: '/resources',
      Leaderboard: '/leaderboard',
      Profile: '/student/profile',
    });
    expect(screen.getAllByText('Asha Verma').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Student').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/profile/student', expect.anything()),
    );
  });

  it('gives alumni no Interviews link and Mentorship Request → /mentorship-dashboard', () => {
    const fetchMock = stubProfileApi(null);
    renderNav(createSession({ role: 'alumni' }));
    const links = linkTargets();
    expect(links.Interviews).toBeUndefined();
    expect(links['Mentorship Request']).toBe('/mentorship-dashboard');
    expect(links.Dashboard).toBe('/alumni-dashboard');
    expect(links.Resources).toBe('/resources');
    expect(links.Profile).toBe('/alumni/profile');
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/alumni', expect.anything());
  });

  it('gives admin Manage Resources and no Resources, and fetches no avatar', () => {
    const fetchMock = stubProfileApi(null);
    renderNav(createSession({ role: 'admin' }));
    const links = linkTargets();
    expect(links['Manage Resources']).toBe('/admin/resources');
    expect(links.Resources).toBeUndefined();
    expect(links.Interviews).toBe('/interviews');
    expect(links.Dashboard).toBe('/admin-dashboard');
    expect(links.Profile).toBe('/admin-dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks only Dashboard current for admin, whose Profile is the same page, and keeps the whole name', () => {
    stubProfileApi(null);
    renderNav(createSession({ role: 'admin', name: 'Platform Admin' }), '/admin-dashboard');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Profile' }).className).not.toContain('bg-indigo-50');
    expect(nav.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    const name = nav.getByText('Platform Admin', { selector: 'p[title]' });
    expect(name).toHaveAttribute('title', 'Platform Admin');
    expect(name.className).not.toMatch(/\bmax-w-24\b/);
  });

  it("marks a student's Profile current on the profile page", () => {
    stubProfileApi(null);
    renderNav(createSession({ role: 'student' }), '/student/profile');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows Login and Get Started when signed out', () => {
    stubProfileApi(null);
    renderNav(null);
    const links = linkTargets();
    expect(links).toEqual({ MentorBridge: '/', Login: '/login', 'Get Started': '/register' });
    expect(screen.queryByRole('button', { name: /logout/i })).not.toBeInTheDocument();
  });

  it('shows the profile avatar once loaded, else the initial letter', async () => {
    stubProfileApi('/uploads/avatars/asha.png');
    const { container } = renderNav(createSession({ role: 'student', name: 'asha' }));
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(container.querySelector('img[src="/uploads/avatars/asha.png"]')).not.toBeNull(),
    );
  });

  it('ignores a failing avatar call', async () => {
    const fetchMock = stubProfileApi(null, 404);
    renderNav(createSession({ role: 'alumni', name: 'Ravi' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getAllByText('R').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Logout clears the session and goes to /login', async () => {
    stubProfileApi(null);
    const user = userEvent.setup();
    const { router } = renderNav(createSession(), '/leaderboard');
    await user.click(within(mainNav()).getAllByRole('button', { name: /logout/i })[0]!);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the mobile menu, closes it with Escape and on navigation', async () => {
    stubProfileApi(null);
    const user = userEvent.setup();
    const { router } = renderNav(createSession({ role: 'student' }));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu!).getByRole('link', { name: 'Mentorship Request' })).toHaveAttribute(
      'href',
      '/mentorship',
    );

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(menu!).getByRole('link', { name: 'Leaderboard' }));
    expect(router.state.location.pathname).toBe('/leaderboard');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the bell it is given beside the menu button, outside the collapsed menu, only when signed in', () => {
    stubProfileApi(null);
    const bell = <button type="button">Bell</button>;
    const { unmount } = renderRoutes([{ path: '*', element: <TopNav bell={bell} /> }], '/');
    expect(screen.queryByRole('button', { name: 'Bell' })).not.toBeInTheDocument();
    unmount();

    setSession(createSession({ role: 'alumni' }));
    renderRoutes([{ path: '*', element: <TopNav bell={bell} /> }], '/');
    const shown = screen.getByRole('button', { name: 'Bell' });
    expect(shown).toBeVisible();
    expect(shown.parentElement).toContainElement(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('follows a sign-in made elsewhere', () => {
    stubProfileApi(null);
    renderNav(null);
    act(() => setSession(createSession({ role: 'admin' })));
    expect(linkTargets()['Manage Resources']).toBe('/admin/resources');
  });
});
