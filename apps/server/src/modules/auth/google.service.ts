import { randomBytes } from 'node:crypto';
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  type GoogleCallbackQuery,
  type RegisterGoogleRequest,
  type Session,
} from '@mentorbridge/shared';
import type * as Oidc from 'openid-client';
import { isGoogleConfigured, linkBaseUrl } from '../../config';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUserByEmail, findUserByGoogleId, type UserRow } from '../../platform/users/users.repository';
import { welcomeMail } from './auth.mails';
import {
  insertOauthState,
  insertPendingSignup,
  insertUser,
  takeOauthState,
  takePendingSignup,
  updateUser,
} from './auth.repository';
import { createSession } from './auth.service';

const STATE_TTL_MS = 10 * 60 * 1000;
const discovered = new WeakMap<AppContext, Promise<Oidc.Configuration>>();

/** Loaded on the first Google sign-in rather than by every server at start-up. */
const loadOidc = () => import('openid-client');

function redirectUri(ctx: AppContext) {
  return `${linkBaseUrl(ctx.config)}/api/auth/google/callback`;
}

/** A failed discovery is retried on the next sign-in. */
function providerConfig(ctx: AppContext): Promise<Oidc.Configuration> {
  let pending = discovered.get(ctx);
  if (!pending) {
    const { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = ctx.config;
    const issuer = new URL(GOOGLE_ISSUER);
    pending = loadOidc().then((oidc) =>
      oidc.discovery(
        issuer,
        GOOGLE_CLIENT_ID!,
        GOOGLE_CLIENT_SECRET!,
        undefined,
        // Local test providers speak plain http; Google itself is https.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      ),
    );
    pending.catch(() => discovered.delete(ctx));
    discovered.set(ctx, pending);
  }
  return pending;
}

function appUrl(ctx: AppContext, path: string, query: Record<string, string>) {
  const url = new URL(path, linkBaseUrl(ctx.config));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function loginErrorUrl(ctx: AppContext, code: string) {
  return appUrl(ctx, '/login', { error: code });
}

export async function startGoogleSignIn(ctx: AppContext): Promise<string> {
  if (!isGoogleConfigured(ctx.config))
    throw new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.googleNotConfigured);
  const [oidc, config] = await Promise.all([loadOidc(), providerConfig(ctx)]);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await insertOauthState(ctx.db, {
    state,
    nonce,
    codeVerifier,
    expiresAt: new Date(ctx.clock.now().getTime() + STATE_TTL_MS),
  });
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(ctx),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    })
    .toString();
}

interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
  avatar?: string;
}

export async function finishGoogleSignIn(ctx: AppContext, query: GoogleCallbackQuery): Promise<string> {
  if (!isGoogleConfigured(ctx.config)) return loginErrorUrl(ctx, 'authentication_failed');
  if (query.error || !query.code || !query.state) return loginErrorUrl(ctx, 'google_auth_failed');
  const saved = await takeOauthState(ctx.db, query.state);
  if (!saved || saved.expiresAt.getTime() < ctx.clock.now().getTime()) {
    return loginErrorUrl(ctx, 'authentication_failed');
  }

  let identity: GoogleIdentity;
  try {
    const [oidc, config] = await Promise.all([loadOidc(), providerConfig(ctx)]);
    const callback = new URL(redirectUri(ctx));
    callback.searchParams.set('code', query.code);
    callback.searchParams.set('state', query.state);
    if (query.iss) callback.searchParams.set('iss', query.iss);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
      return loginErrorUrl(ctx, 'google_auth_failed');
    }
    identity = {
      googleId: claims.sub,
      email: claims.email.trim().toLowerCase(),
      name:
        typeof claims.name === 'string' && claims.name.trim()
          ? claims.name.trim()
          : claims.email.split('@')[0]!,
      ...(typeof claims.picture === 'string' ? { avatar: claims.picture } : {}),
    };
  } catch (error) {
    ctx.logger.warn({ err: error }, 'google sign-in failed');
    return loginErrorUrl(ctx, 'authentication_failed');
  }
  return signInWithGoogle(ctx, identity);
}

async function signInWithGoogle(ctx: AppContext, identity: GoogleIdentity): Promise<string> {
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx): Promise<UserRow | null> => {
    const known = await findUserByGoogleId(tx, identity.googleId);
    if (known) return known;
    const byEmail = await findUserByEmail(tx, identity.email);
    if (!byEmail) return null;
    if (byEmail.isVerified) {
      return updateUser(tx, byEmail.id, { googleId: identity.googleId, updatedAt: now });
    }
    // Whoever registered the address first must not keep a way in: the password goes and sessions end.
    return updateUser(tx, byEmail.id, {
      googleId: identity.googleId,
      isVerified: true,
      passwordHash: null,
      tokenVersion: byEmail.tokenVersion + 1,
      updatedAt: now,
    });
  });

  if (!user) {
    const tempUserId = randomBytes(16).toString('hex');
    await insertPendingSignup(ctx.db, {
      id: tempUserId,
      ...identity,
      avatar: identity.avatar ?? null,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.googlePendingTtlMs),
    });
    return appUrl(ctx, '/register-google', {
      tempUserId,
      name: identity.name,
      email: identity.email,
      googleId: identity.googleId,
      ...(identity.avatar ? { avatar: identity.avatar } : {}),
    });
  }
  // A take-over ends the account's sessions: this instance forgets them now, others on the notification.
  ctx.sessions.evict(user.id);
  if (!user.isActive) return loginErrorUrl(ctx, 'account_deactivated');
  const session = await createSession(ctx, await updateUser(ctx.db, user.id, { lastLoginAt: now }));
  return appUrl(ctx, '/auth/google/success', { token: session.token });
}

export async function registerGoogleUser(
  ctx: AppContext,
  tempUserId: string,
  role: RegisterGoogleRequest['role'],
): Promise<Session> {
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const pending = await takePendingSignup(tx, tempUserId);
    if (!pending || pending.expiresAt.getTime() < now.getTime()) return null;
    // The address may have registered meanwhile: then this Google account joins it.
    const existing =
      (await findUserByGoogleId(tx, pending.googleId)) ?? (await findUserByEmail(tx, pending.email));
    if (existing) return existing;
    const created = await insertUser(tx, {
      name: pending.name,
      email: pending.email,
      googleId: pending.googleId,
      avatar: pending.avatar,
      role,
      isVerified: true,
      lastLoginAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await insertMail(tx, [welcomeMail(created, linkBaseUrl(ctx.config))], now);
    return created;
  });
  if (!user) throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.registrationExpired);
  if (!user.isActive) throw new AppError('FORBIDDEN', AUTH_MESSAGES.deactivated);
  ctx.mail.notify();
  return createSession(ctx, user);
}
