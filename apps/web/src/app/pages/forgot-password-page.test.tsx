import { AUTH_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from './forgot-password-page';

const m = AUTH_MESSAGES;
const EMAIL = 'asha@example.edu';

type User = ReturnType<typeof userEvent.setup>;

function renderForgot() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderPage(<ForgotPasswordPage />, '/forgot-password') };
}

async function reachStepTwo(user: User) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'Asha@Example.edu');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText('Step 2 of 2');
}

const otpInput = () => screen.getByRole('textbox', { name: /^otp/i });
const newPassword = () => screen.getByLabelText(/^new password/i);
const confirmPassword = () => screen.getByLabelText(/^confirm new password/i);
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

const sentOtp = () => jsonResponse(200, { message: m.otpSent });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage, step 1', () => {
  it('shows the step indicator and asks for a valid address', async () => {
    const api = mockApi({});
    const { user } = renderForgot();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/forgot-password')).toHaveLength(0);
  });

  it("says 'Failed to send OTP', or the server's sentence when asked too soon", async () => {
    let answer = () =>
      jsonResponse(500, { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
    mockApi({ 'POST /api/auth/forgot-password': () => answer() });
    const { user } = renderForgot();
    await user.type(screen.getByRole('textbox', { name: /email/i }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.sendOtpFailed);

    answer = () => jsonResponse(429, { message: m.resendTooSoon, code: 'RATE_LIMITED' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(m.resendTooSoon)).toBeInTheDocument();
  });

  it('counts down a 429 on a disabled Send OTP, as information', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        jsonResponse(429, { message: m.resendTooSoon, code: 'RATE_LIMITED' }, { 'Retry-After': '30' }),
    });
    const { user } = renderForgot();
    await user.type(screen.getByRole('textbox', { name: /email/i }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.resendTooSoon);
    expect(screen.getByRole('button', { name: 'Send OTP (in 30 s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByText(m.resendTooSoon)).not.toBeInTheDocument();
  });

  it('sends the OTP and moves to step 2 with the server sentence', async () => {
    const pending = deferred();
    const api = mockApi({ 'POST /api/auth/forgot-password': pending.handler });
    const { user } = renderForgot();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'Asha@Example.edu');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    act(() => pending.respond(sentOtp()));

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByText(m.otpSent, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/forgot-password')).toEqual([{ email: EMAIL }]);
  });
});

describe('ForgotPasswordPage, step 2', () => {
  it('checks all fields, then the match, then the length, in that order', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': sentOtp });
    const { user } = renderForgot();
    await reachStepTwo(user);

    await user.type(newPassword(), 'abc');
    await user.type(confirmPassword(), 'abd');
    await user.click(resetButton());
    expect(await screen.findByText(m.allFieldsRequired)).toBeInTheDocument();
    expect(otpInput()).toHaveAccessibleDescription(expect.stringContaining(m.allFieldsRequired));

    await user.type(otpInput(), '123456');
    await user.click(resetButton());
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.queryByText(m.allFieldsRequired)).not.toBeInTheDocument();

    await user.clear(confirmPassword());
    await user.type(confirmPassword(), 'abc');
    await user.click(resetButton());
    expect(await screen.findByText(m.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText(m.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(api.bodies('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('keeps only digits in the OTP, at most 6', async () => {
    mockApi({ 'POST /api/auth/forgot-password': sentOtp });
    const { user } = renderForgot();
    await reachStepTwo(user);
    await user.type(otpInput(), 'a1b2-c3 4d5e6');
    expect(otpInput()).toHaveValue('123456');
    await user.type(otpInput(), '7');
    expect(otpInput()).toHaveValue('123456');
  });

  it('resets the password, then goes to /login after 2 s', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': sentOtp,
      'POST /api/auth/reset-password': () => jsonResponse(200, { success: true, message: m.passwordReset }),
    });
    const { user, router } = renderForgot();
    await reachStepTwo(user);
    await user.type(otpInput(), '123456');
    await user.type(newPassword(), 'newsecret');
    await user.type(confirmPassword(), 'newsecret');
    await user.click(resetButton());

    expect(await screen.findByText(m.passwordReset)).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/reset-password')).toEqual([
      { email: EMAIL, otp: '123456', newPassword: 'newsecret', confirmPassword: 'newsecret' },
    ]);
    act(() => vi.advanceTimersByTime(TIMERS.redirectDelay - 1000));
    expect(router.state.location.pathname).toBe('/forgot-password');
    act(() => vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ email: EMAIL });
  });

  it("shows the server's sentence for a refused OTP, else 'Failed to reset password'", async () => {
    let answer = () => jsonResponse(400, { message: m.invalidOtp, code: 'VALIDATION_ERROR' });
    mockApi({ 'POST /api/auth/forgot-password': sentOtp, 'POST /api/auth/reset-password': () => answer() });
    const { user } = renderForgot();
    await reachStepTwo(user);
    await user.type(otpInput(), '000000');
    await user.type(newPassword(), 'newsecret');
    await user.type(confirmPassword(), 'newsecret');
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidOtp);

    answer = () => new Response('', { status: 502 });
    await user.click(resetButton());
    expect(await screen.findByText(m.resetFailed)).toBeInTheDocument();
  });

  it("resends the OTP; a failure says 'Failed to resend OTP'", async () => {
    let answer = () => jsonResponse(200, { message: 'A new OTP is on its way.' });
    const api = mockApi({
      'POST /api/auth/forgot-password': sentOtp,
      'POST /api/auth/resend-reset-otp': () => answer(),
    });
    const { user } = renderForgot();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('A new OTP is on its way.')).toBeInTheDocument();
    expect(api.bodies('POST /api/auth/resend-reset-otp')).toEqual([{ email: EMAIL }]);

    answer = () =>
      jsonResponse(500, { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.resendOtpFailed);
  });

  it('says an OTP voided by 5 wrong tries no longer works, brings Resend OTP forward, one message at a time', async () => {
    mockApi({
      'POST /api/auth/forgot-password': sentOtp,
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, {
          message: m.otpTooManyTries,
          code: 'VALIDATION_ERROR',
          expired: true,
          tooManyAttempts: true,
        }),
      'POST /api/auth/resend-reset-otp': () =>
        jsonResponse(429, { message: m.resendTooSoon, code: 'RATE_LIMITED' }, { 'Retry-After': '12' }),
    });
    const { user } = renderForgot();
    await reachStepTwo(user);
    await user.type(otpInput(), '000000');
    await user.type(newPassword(), 'newsecret');
    await user.type(confirmPassword(), 'newsecret');
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.otpTooManyTries);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(m.resendTooSoon)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP (in 12 s)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('goes back to step 1 to change the address', async () => {
    mockApi({ 'POST /api/auth/forgot-password': sentOtp });
    const { user } = renderForgot();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(EMAIL);
  });
});
