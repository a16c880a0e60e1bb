import { AUTH_LIMITS, AUTH_MESSAGES } from '@mentorbridge/shared';
import type { Config } from '../../config';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { lockCode, updateCode } from './auth.repository';
import { type CodePurpose, codeMatches, generateCode, hashCode } from './codes';

const HOUR_MS = 60 * 60 * 1000;

function ttl(purpose: CodePurpose) {
  return purpose === 'verify' ? AUTH_LIMITS.verificationCodeTtlMs : AUTH_LIMITS.resetOtpTtlMs;
}

export interface IssueOptions {
  /** False still records the send, so throttling looks the same for unknown addresses. */
  hasAccount: boolean;
  throttle: boolean;
}

export async function issueCode(
  tx: Executor,
  config: Config,
  email: string,
  purpose: CodePurpose,
  now: Date,
  options: IssueOptions,
): Promise<string | null> {
  const row = await lockCode(tx, email, purpose);
  const sinceLast = now.getTime() - row.lastSentAt.getTime();
  const windowOpen = now.getTime() - row.windowStartedAt.getTime() < HOUR_MS;
  if (options.throttle) {
    if (sinceLast < AUTH_LIMITS.resendMinIntervalMs) {
      throw AppError.tooManyRequests(
        AUTH_MESSAGES.resendTooSoon,
        AUTH_LIMITS.resendMinIntervalMs - sinceLast,
      );
    }
    if (windowOpen && row.sendsInWindow >= AUTH_LIMITS.resendMaxPerHour) {
      throw AppError.tooManyRequests(
        AUTH_MESSAGES.resendTooMany,
        row.windowStartedAt.getTime() + HOUR_MS - now.getTime(),
      );
    }
  }
  const code = options.hasAccount ? generateCode() : null;
  await updateCode(tx, email, purpose, {
    codeHash: code ? hashCode(config.JWT_SECRET, email, purpose, code) : null,
    expiresAt: code ? new Date(now.getTime() + ttl(purpose)) : null,
    attempts: 0,
    // The first code of a registration is not counted: a resend right after it would answer 429 where an
    // unknown address answers 200, revealing which addresses have accounts.
    ...(options.throttle
      ? {
          lastSentAt: now,
          sendsInWindow: windowOpen ? row.sendsInWindow + 1 : 1,
          windowStartedAt: windowOpen ? row.windowStartedAt : now,
        }
      : {}),
  });
  return code;
}

/** `void` is a code killed by too many wrong tries; `expired` one past its lifetime. */
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'void';

/** An address without a code answers like a wrong code, so the call reveals no accounts. */
export async function consumeCode(
  tx: Executor,
  config: Config,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await lockCode(tx, email, purpose);
  if (row.attempts >= AUTH_LIMITS.codeMaxAttempts) return 'void';
  if (row.codeHash && row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!row.codeHash || !codeMatches(config.JWT_SECRET, email, purpose, code, row.codeHash)) {
    await updateCode(tx, email, purpose, { attempts: row.attempts + 1 });
    return 'invalid';
  }
  await updateCode(tx, email, purpose, { codeHash: null, expiresAt: null, attempts: 0 });
  return 'ok';
}
