import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { latestCode, mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { findUserByEmail } from '../../platform/users/users.repository';

describe('register and verify e-mail', async () => {
  const { app, mail, clock } = await createTestApp();
  let n = 0;
  // Each test calls from its own address, clear of the per-IP ceiling of the account routes.
  let remoteAddress = '10.9.0.1';
  beforeEach(() => {
    remoteAddress = `10.9.0.${n + 2}`;
  });
  const newAccount = () => ({
    name: 'Asha Rao',
    email: `asha${++n}@example.com`,
    password: 'secret1',
    role: 'student',
  });
  const register = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const verify = (email: string, token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, token }, remoteAddress });

  it('creates an unverified account, normalises the address and mails a code', async () => {
    const account = newAccount();
    const response = await register({ ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: AUTH_MESSAGES.registered,
      requiresVerification: true,
      email: account.email,
    });
    const stored = await findUserByEmail(app.ctx.db, account.email);
    expect(stored).toMatchObject({ name: 'Asha Rao', role: 'student', isVerified: false, isActive: true });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [sent] = await mailsTo(app, mail, account.email);
    expect(sent?.subject).toBe('Verify your MentorBridge account');
    expect(sent?.text).toMatch(/Verification code: \d{6}/);
    expect(sent?.html).toContain('Verification code');
  });

  it('refuses an address already in use, whatever its case', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const again = await register({ ...account, email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, code: 'CONFLICT' });
  });

  it.each([
    [{ name: '' }, 'name', AUTH_MESSAGES.nameRequired],
    [{ email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'nope' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ password: '12345' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [{ password: 'x'.repeat(129) }, 'password', AUTH_MESSAGES.passwordTooLong],
    [{ role: 'admin' }, 'role', AUTH_MESSAGES.roleInvalid],
    [{ role: undefined }, 'role', AUTH_MESSAGES.roleInvalid],
  ])('validates %o', async (patch, path, message) => {
    const response = await register({ ...newAccount(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors[0]).toEqual({ path, message });
  });

  it('ignores fields that are not part of the payload (no mass assignment)', async () => {
    const account = newAccount();
    await register({ ...account, isVerified: true, isActive: false, tokenVersion: 99 });
    expect(await findUserByEmail(app.ctx.db, account.email)).toMatchObject({
      isVerified: false,
      isActive: true,
      tokenVersion: 0,
    });
  });

  it('verifies with the mailed code, sends a welcome mail, and then login works', async () => {
    const account = newAccount();
    await register(account);
    const code = await latestCode(app, mail, account.email);
    const blocked = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      message: AUTH_MESSAGES.verifyFirst,
      requiresVerification: true,
      email: account.email,
    });

    const response = await verify(account.email, ` ${code} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.verified });
    expect((await mailsTo(app, mail, account.email)).at(-1)?.subject).toBe('Welcome to MentorBridge');
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: account })).statusCode).toBe(
      200,
    );
    expect((await verify(account.email, code)).json().message).toBe(AUTH_MESSAGES.invalidCode);
  });

  it('answers a wrong code with 400 and voids the code after 5 wrong tries', async () => {
    const account = newAccount();
    await register(account);
    const code = await latestCode(app, mail, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(account.email, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.invalidCode, code: 'VALIDATION_ERROR' });
    }
    const voided = await verify(account.email, code);
    expect(voided.statusCode).toBe(400);
    // Voided by the tries, not by its age: the message says so, and still offers a new code.
    expect(voided.json()).toEqual({
      message: AUTH_MESSAGES.codeTooManyTries,
      code: 'VALIDATION_ERROR',
      expired: true,
      tooManyAttempts: true,
    });
  });

  it('expires a code after 24 hours', async () => {
    const account = newAccount();
    await register(account);
    const code = await latestCode(app, mail, account.email);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await verify(account.email, code)).json()).toEqual({
      message: AUTH_MESSAGES.codeExpired,
      code: 'VALIDATION_ERROR',
      expired: true,
    });
  });

  it('answers an unknown address exactly like a known one with a wrong code', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verify('nobody@example.com', '123456')).json()).toEqual({
        message: AUTH_MESSAGES.invalidCode,
        code: 'VALIDATION_ERROR',
      });
    }
    expect((await verify('nobody@example.com', '123456')).json()).toMatchObject({ expired: true });
  });

  it('resends a new code at most once a minute and 5 times an hour, voiding the old one', async () => {
    const account = newAccount();
    await register(account);
    const first = await latestCode(app, mail, account.email);
    const resend = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: account.email },
        remoteAddress,
      });

    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      // The registration's own code is not a resend: the first resend goes out at once.
      if (i > 0) clock.advance(61_000);
      const response = await resend();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.codeResent });
      sent.push(await latestCode(app, mail, account.email));
      if (i === 0) {
        const tooSoon = await resend();
        expect(tooSoon.statusCode).toBe(429);
        expect(tooSoon.json()).toEqual({ message: AUTH_MESSAGES.resendTooSoon, code: 'RATE_LIMITED' });
        expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect((await mailsTo(app, mail, account.email)).at(-1)?.subject).toBe(
      'Your new MentorBridge verification code',
    );
    clock.advance(61_000);
    const tooMany = await resend();
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(AUTH_MESSAGES.resendTooMany);

    if (first !== sent.at(-1))
      expect((await verify(account.email, first)).json().message).toBe(AUTH_MESSAGES.invalidCode);
    expect((await verify(account.email, sent.at(-1)!)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or verified address the same, and mails nothing', async () => {
    await app.ctx.mail.deliver();
    const before = mail.sent.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: 'ghost@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.codeResent });
    await app.ctx.mail.deliver();
    expect(mail.sent.length).toBe(before);
  });

  it('answers resends byte for byte alike for a new, an unknown and a throttled address', async () => {
    const answer = async (path: string, email: string) => {
      const response = await app.inject({ method: 'POST', url: path, payload: { email }, remoteAddress });
      return {
        status: response.statusCode,
        body: response.body,
        retryAfter: response.headers['retry-after'],
      };
    };
    for (const path of ['/api/auth/resend-verification', '/api/auth/resend-reset-otp']) {
      clock.advance(3_600_000);
      // Registered a moment ago: its first code was just mailed.
      const known = newAccount();
      await register(known);
      const unknown = `nobody${++n}@example.com`;
      const first = [await answer(path, known.email), await answer(path, unknown)];
      expect(first[0]).toEqual(first[1]);
      expect(first[0]?.status).toBe(200);
      // Within the minute both are throttled, with the same wait.
      clock.advance(10_000);
      const second = [await answer(path, known.email), await answer(path, unknown)];
      expect(second[0]).toEqual(second[1]);
      expect(second[0]).toMatchObject({ status: 429, retryAfter: '50' });
    }
  });

  it('never returns a hash or a code', async () => {
    const account = newAccount();
    const response = await register(account);
    const code = await latestCode(app, mail, account.email);
    expect(response.body).not.toContain(code);
    expect(response.body).not.toContain('argon2');
  });
});
