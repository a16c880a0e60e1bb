import { AUTH_MESSAGES, tooManyLoginsMessage } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, updateUserRow } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { signToken } from '../../platform/auth/tokens';

describe('login and sessions', async () => {
  const { app, clock } = await createTestApp();
  let ipCounter = 0;
  const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const login = (payload: object, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  it('answers the session object and the token opens the profile', async () => {
    const user = await createUser(app, { role: 'alumni', name: 'Ravi' });
    const response = await login({ email: `  ${user.email.toUpperCase()}`, password: user.password });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toEqual({
      _id: user.id,
      name: 'Ravi',
      email: user.email,
      role: 'alumni',
      isProfileComplete: false,
      token: expect.any(String),
    });
    const me = await profile(session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: user.id, email: user.email, role: 'alumni', isVerified: true });
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it('answers an unknown address and a wrong password alike', async () => {
    const user = await createUser(app);
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'wrong-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' });
    }
  });

  it('requires e-mail and password', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'email', message: AUTH_MESSAGES.emailRequired },
      { path: 'password', message: AUTH_MESSAGES.passwordRequired },
    ]);
  });

  it('refuses a deactivated account with 403, only after the right password', async () => {
    const user = await createUser(app, { isActive: false });
    expect((await login({ email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.deactivated, code: 'FORBIDDEN' });
  });

  it('locks an account after 10 failures in 15 minutes from any addresses, even for the right password', async () => {
    const user = await createUser(app);
    for (const ip of ['10.98.0.1', '10.98.0.2'])
      for (let i = 0; i < 5; i++)
        expect((await login({ email: user.email, password: 'nope-nope' }, ip)).statusCode).toBe(401);
    const locked = await login({ email: user.email, password: user.password }, '10.98.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: tooManyLoginsMessage(15 * 60 * 1000), code: 'RATE_LIMITED' });
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login({ email: user.email, password: user.password }, '10.98.0.3')).statusCode).toBe(200);
  });

  it('stops one address guessing one account after 5 failures; others behind that address still sign in', async () => {
    const ip = '10.97.0.1';
    const victim = await createUser(app);
    const classmate = await createUser(app);
    for (let i = 0; i < 5; i++)
      expect((await login({ email: victim.email, password: 'nope-nope' }, ip)).statusCode).toBe(401);
    const locked = await login({ email: victim.email, password: victim.password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Please try again in \d+ minutes?\./);
    // A campus shares one NAT address: another account from it is not locked out.
    expect((await login({ email: classmate.email, password: classmate.password }, ip)).statusCode).toBe(200);
    // The account itself is still open from another address (it has 5 failures of its 10).
    expect((await login({ email: victim.email, password: victim.password }, '10.97.0.2')).statusCode).toBe(
      200,
    );
  });

  it('locks an address after 100 failures across accounts', async () => {
    const ip = '10.99.99.99';
    for (let i = 0; i < 100; i++)
      expect(
        (await login({ email: `guess${i % 25}@example.com`, password: 'nope-nope' }, ip)).statusCode,
      ).toBe(401);
    const user = await createUser(app);
    const locked = await login({ email: user.email, password: user.password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses missing, malformed, forged and expired tokens with 401', async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile' })).json()).toEqual({
      message: AUTH_MESSAGES.signInRequired,
      code: 'UNAUTHORIZED',
    });
    expect((await profile('not-a-token')).statusCode).toBe(401);
    const forged = await signToken(
      'another-secret-another-secret-another',
      { sub: user.id, role: 'admin', tv: 0 },
      clock.now(),
    );
    expect((await profile(forged)).statusCode).toBe(401);
    const session = await signIn(app, user.email);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await profile(session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('ends sessions at once when the user is deactivated', async () => {
    const user = await createUser(app);
    const session = await signIn(app, user.email);
    expect((await profile(session.token)).statusCode).toBe(200);
    await updateUserRow(app, user.id, { isActive: false });
    expect((await profile(session.token)).statusCode).toBe(401);
  });
});
