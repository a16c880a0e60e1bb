import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import { deferred, type Handler, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import RegisterPage from './register-page';

const mockSignInApi = (handlers: Record<string, Handler> = {}) =>
  mockApi({ 'GET /api/auth/providers': () => jsonResponse(200, { google: true }), ...handlers });

const m = AUTH_MESSAGES;

function renderRegister(entry = '/register') {
  const user = userEvent.setup();
  return { user, ...renderPage(<RegisterPage />, '/register', entry) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, confirmPassword = 'secret1') {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Asha Verma');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'asha@example.edu');
  await user.type(screen.getByLabelText(/^password/i), 'secret1');
  await user.type(screen.getByLabelText(/^confirm password/i), confirmPassword);
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('has one heading, a link to sign in and Google sign-up', async () => {
    mockSignInApi({});
    renderRegister();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
  });

  it('starts as a student, or as the role in ?role=', () => {
    mockSignInApi({});
    const { unmount } = renderRegister();
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
    unmount();
    renderRegister('/register?role=alumni');
    expect(screen.getByRole('radio', { name: 'Alumni' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Student' })).not.toBeChecked();
  });

  it('requires the fields and matching passwords before calling the server', async () => {
    const api = mockSignInApi({});
    const { user } = renderRegister();
    await user.click(submit());
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();

    await fillIn(user, 'secret2');
    await user.click(submit());
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText(/^confirm password/i)).toHaveAccessibleDescription(m.passwordsDoNotMatch);
    expect(api.bodies('POST /api/auth/register')).toHaveLength(0);
  });

  it('creates the account and goes to /verify-email with the address', async () => {
    const pending = deferred();
    const api = mockSignInApi({ 'POST /api/auth/register': pending.handler });
    const { user, router } = renderRegister('/register?role=alumni');
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Creating account…' })).toBeDisabled();
    expect(api.bodies('POST /api/auth/register')).toEqual([
      { name: 'Asha Verma', email: 'asha@example.edu', password: 'secret1', role: 'alumni' },
    ]);
    pending.respond(
      jsonResponse(201, { message: m.registered, requiresVerification: true, email: 'asha@example.edu' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.state).toEqual({ email: 'asha@example.edu' });
  });

  it('creates one account on a double click (no 409 beside the new account)', async () => {
    const pending = deferred();
    const api = mockSignInApi({ 'POST /api/auth/register': pending.handler });
    const { user, router } = renderRegister();
    await fillIn(user);
    doubleClickAtOnce(submit());
    pending.respond(
      jsonResponse(201, { message: m.registered, requiresVerification: true, email: 'asha@example.edu' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(api.bodies('POST /api/auth/register')).toHaveLength(1);
  });

  it("shows the server's sentence, else 'Registration failed'", async () => {
    let answer = () => jsonResponse(409, { message: m.emailTaken, code: 'CONFLICT' });
    mockSignInApi({ 'POST /api/auth/register': () => answer() });
    const { user } = renderRegister();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.emailTaken);

    answer = () => new Response('', { status: 500 });
    await user.click(submit());
    expect(await screen.findByText(m.registerFailed)).toBeInTheDocument();
  });

  it('puts server field errors next to their fields', async () => {
    mockSignInApi({
      'POST /api/auth/register': () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields.',
          code: 'VALIDATION_ERROR',
          errors: [{ path: 'name', message: 'Name must be at most 100 characters' }],
        }),
    });
    const { user } = renderRegister();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a signed-in user to the home page', async () => {
    mockSignInApi({});
    setSession(createSession());
    const { router } = renderRegister();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
