import { AUTH_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';
import VerifyEmailPage from './verify-email-page';

const m = AUTH_MESSAGES;
const EMAIL = 'asha@example.edu';

function renderVerify(withEmail = true) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const entry = withEmail ? { pathname: '/verify-email', state: { email: EMAIL } } : '/verify-email';
  return {
    user,
    ...renderPage(<VerifyEmailPage />, '/verify-email', entry, [{ path: '/login', element: <LoginPage /> }]),
  };
}

const codeInput = () => screen.getByRole('textbox', { name: /verification code/i });
const verifyButton = () => screen.getByRole('button', { name: 'Verify Email' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VerifyEmailPage', () => {
  it('shows the address from navigation state and a one-time-code input', () => {
    mockApi({});
    renderVerify();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^email/i })).not.toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('maxLength', '6');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
  });

  it('enables Verify only at exactly 6 characters after trimming', async () => {
    mockApi({});
    const { user } = renderVerify();
    expect(verifyButton()).toBeDisabled();
    await user.type(codeInput(), '12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeInput(), '6');
    expect(verifyButton()).toBeEnabled();
    await user.clear(codeInput());
    await user.type(codeInput(), ' 12345');
    expect(verifyButton()).toBeDisabled();
  });

  it('sends the code trimmed, then goes to /login after 2 s with the notice and the address', async () => {
    const pending = deferred();
    const api = mockApi({ 'POST /api/auth/verify-email': pending.handler });
    const { user, router } = renderVerify();
    // maxLength does not stop a script or autofill from adding spaces.
    fireEvent.change(codeInput(), { target: { value: ' 123456 ' } });
    await user.click(verifyButton());

    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(api.bodies('POST /api/auth/verify-email')).toEqual([{ email: EMAIL, token: '123456' }]);
    act(() => pending.respond(jsonResponse(200, { success: true, message: m.verified })));
    expect(await screen.findByText(m.verified)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TIMERS.redirectDelay - 1000));
    expect(router.state.location.pathname).toBe('/verify-email');
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ message: m.verifiedRedirect, email: EMAIL });
    expect(screen.getByRole('status')).toHaveTextContent(m.verifiedRedirect);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(EMAIL);
  });

  it("shows the server's sentence for a wrong code, else the fallback", async () => {
    let answer = () => jsonResponse(400, { message: m.invalidCode, code: 'VALIDATION_ERROR' });
    mockApi({ 'POST /api/auth/verify-email': () => answer() });
    const { user } = renderVerify();
    await user.type(codeInput(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCode);

    answer = () => new Response('', { status: 502 });
    await user.click(verifyButton());
    expect(await screen.findByText(m.verifyFailed)).toBeInTheDocument();
  });

  it('tells the user to resend an expired code', async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        jsonResponse(400, { message: 'Verification code expired', code: 'VALIDATION_ERROR', expired: true }),
    });
    const { user } = renderVerify();
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeExpired);
  });

  it("resends the code and shows the server's sentence", async () => {
    const pending = deferred();
    const api = mockApi({ 'POST /api/auth/resend-verification': pending.handler });
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    act(() => pending.respond(jsonResponse(200, { message: m.codeResent })));
    expect(await screen.findByText(m.codeResent)).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/resend-verification')).toEqual([{ email: EMAIL }]);
  });

  it("counts down a 429's Retry-After on a disabled Resend, then offers it again", async () => {
    const tooSoon = () =>
      jsonResponse(429, { message: m.resendTooSoon, code: 'RATE_LIMITED' }, { 'Retry-After': '42' });
    const api = mockApi({ 'POST /api/auth/resend-verification': tooSoon });
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(m.resendTooSoon);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code (in 42 s)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Resend Code (in 40 s)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // aria-disabled: off but focusable, so a click during the wait sends nothing.
    await user.click(screen.getByRole('button', { name: 'Resend Code (in 40 s)' }));
    expect(api.calls('POST /api/auth/resend-verification')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    expect(screen.queryByText(m.resendTooSoon)).not.toBeInTheDocument();
    expect(api.calls('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it("shows the hour limit in minutes, and 'Failed to resend code' for other failures", async () => {
    let answer = () =>
      jsonResponse(429, { message: m.resendTooMany, code: 'RATE_LIMITED' }, { 'Retry-After': '3000' });
    mockApi({ 'POST /api/auth/resend-verification': () => answer() });
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.resendTooMany);
    expect(screen.getByRole('button', { name: 'Resend Code (in 50 min)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    act(() => vi.advanceTimersByTime(3_000_000));
    answer = () =>
      jsonResponse(500, { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.resendFailed);
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('shows one message at a time: a new outcome replaces the old one', async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        jsonResponse(400, { message: m.invalidCode, code: 'VALIDATION_ERROR' }),
      'POST /api/auth/resend-verification': () => jsonResponse(200, { message: m.codeResent }),
    });
    const { user } = renderVerify();
    await user.type(codeInput(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCode);

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText(m.codeResent)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(m.invalidCode)).not.toBeInTheDocument();

    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCode);
    expect(screen.queryByText(m.codeResent)).not.toBeInTheDocument();
  });

  it('says a code voided by 5 wrong tries no longer works, and brings Resend Code forward', async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        jsonResponse(400, {
          message: m.codeTooManyTries,
          code: 'VALIDATION_ERROR',
          expired: true,
          tooManyAttempts: true,
        }),
    });
    const { user } = renderVerify();
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.codeTooManyTries);
    expect(alert).not.toHaveTextContent(/expired/i);
    expect(screen.getByText('This code no longer works.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toHaveFocus();
  });

  it('breaks a long address after @ and before dots, not mid-word', () => {
    mockApi({});
    renderVerify();
    const address = screen.getByText((_, element) => element?.tagName === 'STRONG');
    expect(address).toHaveTextContent(EMAIL);
    expect(address.innerHTML).toBe('asha@<wbr>example<wbr>.edu');
  });

  it('asks for the address when navigation state has none', async () => {
    const api = mockApi({
      'POST /api/auth/verify-email': () => jsonResponse(200, { success: true, message: m.verified }),
    });
    const { user } = renderVerify(false);
    const email = screen.getByRole('textbox', { name: /^email/i });

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'Asha@Example.edu');
    await user.type(codeInput(), '654321');
    await user.click(verifyButton());
    expect(await screen.findByText(m.verified)).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/verify-email')).toEqual([{ email: EMAIL, token: '654321' }]);
  });
});
