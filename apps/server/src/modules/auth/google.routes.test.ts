import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/factories';
import { type GoogleIdentityClaims, startOidcProvider } from '../../../test/oidc-provider';
import { createTestApp } from '../../../test/test-app';
import { findUserByEmail } from '../../platform/users/users.repository';

const PUBLIC_URL = 'http://app.test';

describe('Google sign-in', async () => {
  const provider = await startOidcProvider();
  afterAll(() => provider.stop());
  const { app } = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'mb-client',
      GOOGLE_CLIENT_SECRET: 'mb-secret',
      GOOGLE_ISSUER: provider.issuer,
    },
    // The provider checks id-token times against the real clock.
    now: new Date(),
  });

  async function signInWithGoogle(
    claims: GoogleIdentityClaims,
    tamper?: (callback: URL) => void,
  ): Promise<URL> {
    provider.next(claims);
    const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(authorize.searchParams.get(param)).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    const providerAnswer = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(providerAnswer.headers.get('location')!);
    expect(callback.href.startsWith(`${PUBLIC_URL}/api/auth/google/callback`)).toBe(true);
    tamper?.(callback);
    const finish = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(finish.statusCode).toBe(302);
    return new URL(finish.headers.location as string);
  }

  it('says whether Google is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
  });

  it('sends a new person to the role choice, then creates a verified account', async () => {
    const landing = await signInWithGoogle({
      sub: 'g-new',
      email: 'New.Person@Example.com',
      name: 'New Person',
      picture: 'https://img.test/p.png',
    });
    expect(landing.pathname).toBe('/register-google');
    const tempUserId = landing.searchParams.get('tempUserId')!;
    expect(tempUserId).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      googleId: 'g-new',
      avatar: 'https://img.test/p.png',
    });

    const missingRole = await app.inject({
      method: 'POST',
      url: '/api/auth/register-google',
      payload: { tempUserId },
    });
    expect(missingRole.json().message).toBe(AUTH_MESSAGES.roleRequired);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register-google',
      payload: { tempUserId, role: 'alumni' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      role: 'alumni',
      isProfileComplete: false,
    });
    expect(await findUserByEmail(app.ctx.db, 'new.person@example.com')).toMatchObject({
      isVerified: true,
      googleId: 'g-new',
      passwordHash: null,
    });

    const reused = await app.inject({
      method: 'POST',
      url: '/api/auth/register-google',
      payload: { tempUserId, role: 'student' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.registrationExpired);

    const returning = await signInWithGoogle({ sub: 'g-new', email: 'new.person@example.com' });
    expect(returning.pathname).toBe('/auth/google/success');
    const token = returning.searchParams.get('token')!;
    const me = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: 'new.person@example.com', role: 'alumni' });
  });

  it('answers an unknown or expired sign-up with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register-google',
      payload: { tempUserId: 'f'.repeat(32), role: 'student' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.registrationExpired);
  });

  it('links a verified password account with the same address; the password keeps working', async () => {
    const user = await createUser(app, { email: 'linked@example.com' });
    const landing = await signInWithGoogle({ sub: 'g-linked', email: 'linked@example.com' });
    expect(landing.pathname).toBe('/auth/google/success');
    expect(await findUserByEmail(app.ctx.db, user.email)).toMatchObject({ googleId: 'g-linked' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes over an unverified password account: verified, password discarded', async () => {
    const squatter = await createUser(app, { email: 'taken@example.com', isVerified: false });
    const landing = await signInWithGoogle({ sub: 'g-owner', email: 'taken@example.com' });
    expect(landing.pathname).toBe('/auth/google/success');
    expect(await findUserByEmail(app.ctx.db, squatter.email)).toMatchObject({
      isVerified: true,
      passwordHash: null,
      googleId: 'g-owner',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an address Google has not verified: google_auth_failed', async () => {
    const landing = await signInWithGoogle({
      sub: 'g-unverified',
      email: 'unverified@example.com',
      email_verified: false,
    });
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('google_auth_failed');
  });

  it('refuses a forged or replayed state: authentication_failed', async () => {
    const forged = await signInWithGoogle({ sub: 'g-x', email: 'x@example.com' }, (callback) =>
      callback.searchParams.set('state', 'forged'),
    );
    expect(forged.searchParams.get('error')).toBe('authentication_failed');
  });

  it('turns a refusal at Google into google_auth_failed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?error=access_denied&state=abc',
    });
    expect(new URL(response.headers.location as string).searchParams.get('error')).toBe('google_auth_failed');
  });

  it('refuses a bad code at the token exchange: authentication_failed', async () => {
    const landing = await signInWithGoogle({ sub: 'g-y', email: 'y@example.com' }, (callback) =>
      callback.searchParams.set('code', 'bogus'),
    );
    expect(landing.searchParams.get('error')).toBe('authentication_failed');
  });
});

describe('Google sign-in without configuration', async () => {
  const { app } = await createTestApp({ env: { PUBLIC_URL } });

  it('reports it as not configured and sends the browser back to the login page', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    const response = await app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/login?error=authentication_failed`);
  });
});
