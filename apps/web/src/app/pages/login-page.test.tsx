import {
  AUTH_MESSAGES,
  GOOGLE_ERROR_FALLBACK,
  GOOGLE_ERROR_MESSAGES,
  MESSAGES,
  STORAGE_KEYS,
  TIMERS,
} from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { type Handler, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGoogleSignIn } from '@/features/auth/api/start-google-sign-in';
import { getSession, setSession } from '@/lib/session';
import LoginPage from './login-page';

const mockSignInApi = (handlers: Record<string, Handler> = {}) =>
  mockApi({ 'GET /api/auth/providers': () => jsonResponse(200, { google: true }), ...handlers });

// jsdom cannot leave the page, so the Google button is checked by its call.
vi.mock('@/features/auth/api/start-google-sign-in', () => ({ startGoogleSignIn: vi.fn() }));

const m = AUTH_MESSAGES;

function renderLogin(entry: Parameters<typeof renderPage>[2] = '/login') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderPage(<LoginPage />, '/login', entry) };
}

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  email = 'Asha@Example.edu',
  password = 'secret1',
) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('has one heading, the links and a Google button', async () => {
    mockSignInApi({});
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('requires email and password before calling the server', async () => {
    const api = mockSignInApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAccessibleDescription(m.emailRequired);
    expect(api.bodies('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockSignInApi({});
    const { user } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    const input = screen.getByLabelText(/^password/i);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('explains a 401 with the spec sentence', async () => {
    mockSignInApi({
      'POST /api/auth/login': () =>
        jsonResponse(401, { message: m.invalidCredentials, code: 'UNAUTHORIZED' }),
    });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.loginUnauthorized);
    expect(getSession()).toBeNull();
  });

  it("shows the server's sentence for other refusals, else the fallback", async () => {
    let answer = jsonResponse(403, { message: m.deactivated, code: 'FORBIDDEN' });
    mockSignInApi({ 'POST /api/auth/login': () => answer });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.deactivated);

    answer = new Response('', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(m.loginFailed)).toBeInTheDocument();
  });

  it('sends an unverified user to /verify-email with the address after 2 s', async () => {
    mockSignInApi({
      'POST /api/auth/login': () =>
        jsonResponse(403, {
          message: m.verifyFirst,
          code: 'FORBIDDEN',
          requiresVerification: true,
          email: 'asha@example.edu',
        }),
    });
    const { user, router } = renderLogin();
    await signIn(user);
    expect(await screen.findByText(m.verifyFirst)).toBeInTheDocument();

    // Real time also moves the fake clock (shouldAdvanceTime), hence the margin.
    act(() => vi.advanceTimersByTime(TIMERS.redirectDelay - 1000));
    expect(router.state.location.pathname).toBe('/login');
    act(() => vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state).toEqual({ email: 'asha@example.edu' });
  });

  it('shows the network message with quick-fix hints', async () => {
    mockSignInApi({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderLogin();
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.network);
    expect(alert.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('stores the session in localStorage and goes to the profile wizard', async () => {
    const session = createSession({ role: 'student', isProfileComplete: false });
    const api = mockSignInApi({ 'POST /api/auth/login': () => jsonResponse(200, session) });
    const { user, router } = renderLogin();
    await signIn(user);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
    expect(api.bodies('POST /api/auth/login')).toEqual([{ email: 'asha@example.edu', password: 'secret1' }]);
    expect(getSession()).toEqual(session);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toEqual(session);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(session.token);
    expect(sessionStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('keeps the session only for this tab when "Remember me" is off', async () => {
    const session = createSession({ role: 'admin' });
    mockSignInApi({ 'POST /api/auth/login': () => jsonResponse(200, session) });
    const { user, router } = renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(user);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo)!)).toEqual(session);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe(session.token);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('returns to the page a route guard sent the visitor from', async () => {
    mockSignInApi({
      'POST /api/auth/login': () => jsonResponse(200, createSession({ isProfileComplete: false })),
    });
    const from = { pathname: '/student-dashboard', search: '?tab=workshops', hash: '' };
    const { user, router } = renderLogin({ pathname: '/login', state: { from } });
    await signIn(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
    expect(router.state.location.search).toBe('?tab=workshops');
  });

  it.each([
    ...Object.entries(GOOGLE_ERROR_MESSAGES),
    ['something_else', GOOGLE_ERROR_FALLBACK],
    ['constructor', GOOGLE_ERROR_FALLBACK],
  ])('explains ?error=%s', async (code, message) => {
    mockSignInApi({});
    renderLogin(`/login?error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    [createSession({ role: 'alumni', isProfileComplete: false }), '/complete-alumni-profile'],
    [createSession({ role: 'alumni', isProfileComplete: true }), '/alumni-dashboard'],
  ])('sends a signed-in visitor on at once (%#)', async (session, path) => {
    mockSignInApi({});
    setSession(session);
    const { router } = renderLogin();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('shows the notice and address it was sent from email verification', async () => {
    mockSignInApi({});
    renderLogin({ pathname: '/login', state: { message: m.verifiedRedirect, email: 'asha@example.edu' } });
    expect(screen.getByRole('status')).toHaveTextContent(m.verifiedRedirect);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('asha@example.edu');
  });

  it('starts Google sign-in', async () => {
    mockSignInApi({});
    const { user } = renderLogin();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await user.click(button);
    expect(startGoogleSignIn).toHaveBeenCalledOnce();
  });

  it('hides Google sign-in, and says nothing about the server, when Google is not configured', async () => {
    const api = mockSignInApi({ 'GET /api/auth/providers': () => jsonResponse(200, { google: false }) });
    renderLogin();
    await vi.waitFor(() => expect(api.calls('GET /api/auth/providers')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText(m.googleNotConfigured)).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
