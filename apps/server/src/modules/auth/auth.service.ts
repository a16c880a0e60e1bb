import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  type AuthProfile,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type Session,
  tooManyLoginsMessage,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { signToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUserByEmail, findUserById, type UserRow } from '../../platform/users/users.repository';
import { consumeCode, issueCode } from './auth.codes.service';
import { passwordChangedMail, resetOtpMail, verificationCodeMail, welcomeMail } from './auth.mails';
import {
  clearLoginFailures,
  countLoginFailures,
  insertLoginFailures,
  insertUser,
  replacePassword,
  updateUser,
} from './auth.repository';

export async function createSession(ctx: AppContext, user: UserRow): Promise<Session> {
  const token = await signToken(
    ctx.config.JWT_SECRET,
    { sub: user.id, role: user.role, tv: user.tokenVersion },
    ctx.clock.now(),
  );
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isProfileComplete: user.isProfileComplete,
    token,
    ...(user.avatar ? { avatar: user.avatar } : {}),
  };
}

export async function register(ctx: AppContext, input: RegisterRequest) {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const user = await insertUser(tx, { ...input, passwordHash, createdAt: now, updatedAt: now });
      const code = await issueCode(tx, ctx.config, user.email, 'verify', now, {
        hasAccount: true,
        throttle: false,
      });
      await insertMail(tx, [verificationCodeMail(user, code!, false)], now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  ctx.mail.notify();
  return { message: AUTH_MESSAGES.registered, requiresVerification: true as const, email: input.email };
}

export async function verifyEmail(ctx: AppContext, email: string, code: string) {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const check = await consumeCode(tx, ctx.config, email, 'verify', code, now);
    if (check !== 'ok') return check;
    const user = await findUserByEmail(tx, email);
    if (!user) return 'invalid' as const;
    await updateUser(tx, user.id, { isVerified: true, updatedAt: now });
    await insertMail(tx, [welcomeMail(user, linkBaseUrl(ctx.config))], now);
    return 'ok' as const;
  });
  // Thrown after the commit, so a wrong try is counted.
  if (result === 'expired')
    throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.codeExpired, { expired: true });
  if (result === 'void')
    throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.codeTooManyTries, {
      expired: true,
      tooManyAttempts: true,
    });
  if (result === 'invalid') throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.invalidCode);
  ctx.mail.notify();
  return { success: true as const, message: AUTH_MESSAGES.verified };
}

export async function resendVerification(ctx: AppContext, email: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const needsCode = Boolean(user && !user.isVerified);
    const code = await issueCode(tx, ctx.config, email, 'verify', now, {
      hasAccount: needsCode,
      throttle: true,
    });
    if (user && code) await insertMail(tx, [verificationCodeMail(user, code, true)], now);
  });
  ctx.mail.notify();
  return { message: AUTH_MESSAGES.codeResent };
}

export async function sendResetOtp(ctx: AppContext, email: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const eligible = Boolean(user?.isActive);
    const otp = await issueCode(tx, ctx.config, email, 'reset', now, {
      hasAccount: eligible,
      throttle: true,
    });
    if (user && otp) await insertMail(tx, [resetOtpMail(user, otp)], now);
  });
  ctx.mail.notify();
  return { message: AUTH_MESSAGES.otpSent };
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest) {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  const result = await ctx.db.transaction(async (tx) => {
    const check = await consumeCode(tx, ctx.config, input.email, 'reset', input.otp, now);
    if (check !== 'ok') return check;
    const user = await findUserByEmail(tx, input.email);
    if (!user) return 'invalid' as const;
    await replacePassword(tx, user.id, passwordHash, now);
    await insertMail(tx, [passwordChangedMail(user, linkBaseUrl(ctx.config))], now);
    return user.id;
  });
  if (result === 'expired')
    throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.otpExpired, { expired: true });
  if (result === 'void')
    throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.otpTooManyTries, {
      expired: true,
      tooManyAttempts: true,
    });
  if (result === 'invalid') throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.invalidOtp);
  // Other instances drop the user on the commit's notification; this one at once (session-subjects.ts).
  ctx.sessions.evict(result);
  ctx.mail.notify();
  return { success: true as const, message: AUTH_MESSAGES.passwordReset };
}

/**
 * Per account (10), per account and address (5, so one attacker is stopped first) and per address (100,
 * high enough for a campus behind one NAT address).
 */
function loginKeys(email: string, ip: string) {
  return [
    { key: `email:${email}`, max: AUTH_LIMITS.loginMaxFailures },
    { key: `ip-email:${ip}|${email}`, max: AUTH_LIMITS.loginMaxFailuresPerIpAccount },
    { key: `ip:${ip}`, max: AUTH_LIMITS.loginMaxFailuresPerIp },
  ];
}

async function assertLoginAllowed(ctx: AppContext, keys: ReturnType<typeof loginKeys>, now: Date) {
  const windowStart = new Date(now.getTime() - AUTH_LIMITS.loginWindowMs);
  const counts = await countLoginFailures(
    ctx.db,
    keys.map((entry) => entry.key),
    windowStart,
  );
  const limits = new Map(keys.map((entry) => [entry.key, entry.max]));
  const blocked = counts.filter((row) => row.count >= (limits.get(row.key) ?? Number.POSITIVE_INFINITY));
  if (blocked.length === 0) return;
  const freesAt = Math.max(
    ...blocked.map((row) => new Date(row.oldest).getTime() + AUTH_LIMITS.loginWindowMs),
  );
  const waitMs = freesAt - now.getTime();
  throw AppError.tooManyRequests(tooManyLoginsMessage(waitMs), waitMs);
}

export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<Session> {
  const now = ctx.clock.now();
  const keys = loginKeys(input.email, ip);
  await assertLoginAllowed(ctx, keys, now);
  const user = await findUserByEmail(ctx.db, input.email);
  // Always verify against a hash (a dummy one for unknown addresses): same answer, same time.
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user?.passwordHash || !isValid) {
    await insertLoginFailures(
      ctx.db,
      keys.map((entry) => entry.key),
      now,
    );
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.isVerified) {
    throw forbidden(AUTH_MESSAGES.verifyFirst, { requiresVerification: true, email: user.email });
  }
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.deactivated);
  // A success clears the account's counters; the address keeps its count, so guessing across many
  // accounts from one address still reaches its limit.
  await clearLoginFailures(ctx.db, keys[0]!.key);
  await clearLoginFailures(ctx.db, keys[1]!.key);
  const updated = await updateUser(ctx.db, user.id, { lastLoginAt: now });
  return createSession(ctx, updated);
}

export async function getAuthProfile(ctx: AppContext, userId: string): Promise<AuthProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    isProfileComplete: user.isProfileComplete,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    createdAt: user.createdAt.toISOString(),
  };
}
