import { webcrypto } from 'node:crypto';
import type { Role } from '@mentorbridge/shared';
import { AUTH_LIMITS } from '@mentorbridge/shared';
import { jwtVerify, SignJWT } from 'jose';
import { BoundedCache } from '../cache/bounded-cache';

export interface TokenClaims {
  sub: string;
  role: Role;
  tv: number;
}

const ISSUER = 'mentorbridge';

// Given raw bytes, jose imports the key on every call, which cost 13-15 % of a signed-in read.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ) as Promise<webcrypto.CryptoKey>;
    keys.set(secret, imported);
  }
  return imported;
}

export async function signToken(secret: string, claims: TokenClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + AUTH_LIMITS.tokenTtlSeconds)
    .sign(await key(secret));
}

interface VerifiedToken {
  claims: TokenClaims;
  exp: number;
}

export async function verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  return (await verifyFully(secret, token, now))?.claims ?? null;
}

async function verifyFully(secret: string, token: string, now: Date): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.tv !== 'number' ||
      typeof payload.role !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return { claims: { sub: payload.sub, role: payload.role as Role, tv: payload.tv }, exp: payload.exp };
  } catch {
    return null;
  }
}

/** Remembers only tokens that verified, so garbage cannot push real sessions out; expiry is still checked. */
export class TokenVerifier {
  private readonly verified: BoundedCache<string, VerifiedToken>;

  constructor(
    private readonly secret: string,
    capacity = 10_000,
  ) {
    this.verified = new BoundedCache(capacity);
  }

  get size(): number {
    return this.verified.size;
  }

  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (nowSeconds < known.exp) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const result = await verifyFully(this.secret, token, now);
    if (!result) return null;
    this.verified.set(token, result);
    return result.claims;
  }
}
