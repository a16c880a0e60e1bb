import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { latestCode, mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';

describe('forgot and reset password', async () => {
  const { app, mail, clock } = await createTestApp();
  let n = 0;
  let remoteAddress = '10.30.0.1';
  beforeEach(() => {
    remoteAddress = `10.30.0.${++n + 1}`;
  });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (payload: object) => post('/api/auth/reset-password', payload);

  it('answers the same for known and unknown addresses and mails an OTP only to the known one', async () => {
    const user = await createUser(app);
    const known = await forgot(user.email);
    const unknown = await forgot('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    expect(unknown.json()).toEqual(known.json());
    expect((await mailsTo(app, mail, user.email)).at(-1)?.subject).toBe(
      'Your MentorBridge password reset code',
    );
    expect(await mailsTo(app, mail, 'ghost@example.com')).toHaveLength(0);
  });

  it('resets with the OTP, ends existing sessions and mails a confirmation', async () => {
    const user = await createUser(app);
    const session = await signIn(app, user.email);
    await forgot(user.email);
    const otp = await latestCode(app, mail, user.email);

    const response = await reset({
      email: user.email,
      otp,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(session.token) }))
        .statusCode,
    ).toBe(401);
    expect((await mailsTo(app, mail, user.email)).at(-1)?.subject).toBe(
      'Your MentorBridge password was changed',
    );
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    expect((await signIn(app, user.email, 'brand-new-1')).token).toBeTruthy();
    const again = await reset({
      email: user.email,
      otp,
      newPassword: 'other-pass-1',
      confirmPassword: 'other-pass-1',
    });
    expect(again.json().message).toBe(AUTH_MESSAGES.invalidOtp);
  });

  it.each([
    [{ otp: '', newPassword: '', confirmPassword: '' }, AUTH_MESSAGES.allFieldsRequired],
    [{ otp: '123456', newPassword: 'abcdef', confirmPassword: '' }, AUTH_MESSAGES.allFieldsRequired],
    [{ otp: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, AUTH_MESSAGES.passwordsDoNotMatch],
    [{ otp: '123456', newPassword: 'abc', confirmPassword: 'abc' }, AUTH_MESSAGES.passwordTooShort],
    [{ otp: '12a456', newPassword: 'abcdef', confirmPassword: 'abcdef' }, AUTH_MESSAGES.otpDigits],
  ])('validates %o', async (patch, message) => {
    const response = await reset({ email: 'a@example.com', ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('voids the OTP after 5 wrong tries and expires it after 15 minutes', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const otp = await latestCode(app, mail, user.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const body = (code: string) => ({
      email: user.email,
      otp: code,
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef1',
    });
    for (let i = 0; i < 5; i++)
      expect((await reset(body(wrong))).json().message).toBe(AUTH_MESSAGES.invalidOtp);
    expect((await reset(body(otp))).json()).toEqual({
      message: AUTH_MESSAGES.otpTooManyTries,
      code: 'VALIDATION_ERROR',
      expired: true,
      tooManyAttempts: true,
    });

    clock.advance(61_000);
    expect((await post('/api/auth/resend-reset-otp', { email: user.email })).statusCode).toBe(200);
    const fresh = await latestCode(app, mail, user.email);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await reset(body(fresh))).json()).toMatchObject({ expired: true });
  });

  it('throttles OTP requests per address', async () => {
    const user = await createUser(app);
    expect((await forgot(user.email)).statusCode).toBe(200);
    expect((await forgot(user.email)).statusCode).toBe(429);
    expect((await forgot('ghost2@example.com')).statusCode).toBe(200);
    expect((await forgot('ghost2@example.com')).statusCode).toBe(429);
  });
});
