import type { Role } from '@mentorbridge/shared';
import { AUTH_LIMITS } from '@mentorbridge/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when the token was issued. */
  tv: number;
}

const ISSUER = 'mentorbridge';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a session token (HS256, 7 days). */
export async function signToken(secret: string, claims: TokenClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + AUTH_LIMITS.tokenTtlSeconds)
    .sign(key(secret));
}

/** Verifies signature, issuer and expiry; null when the token is not valid. */
export async function verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.tv !== 'number' ||
      typeof payload.role !== 'string'
    ) {
      return null;
    }
    return { sub: payload.sub, role: payload.role as Role, tv: payload.tv };
  } catch {
    return null;
  }
}
