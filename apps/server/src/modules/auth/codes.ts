import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS } from '@mentorbridge/shared';

export type CodePurpose = 'verify' | 'reset';

export function generateCode(): string {
  return String(randomInt(0, 10 ** AUTH_LIMITS.codeLength)).padStart(AUTH_LIMITS.codeLength, '0');
}

/** Codes are stored as an HMAC keyed by the server secret, bound to the address and purpose. */
export function hashCode(secret: string, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

export function codeMatches(
  secret: string,
  email: string,
  purpose: CodePurpose,
  code: string,
  stored: string,
) {
  const candidate = Buffer.from(hashCode(secret, email, purpose, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
