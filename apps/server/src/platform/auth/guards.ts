import { AUTH_MESSAGES, type Role } from '@mentorbridge/shared';
import type { FastifyRequest } from 'fastify';
import { isUuid } from '../db/errors';
import { AppError } from '../errors';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Deactivation, deletion and password reset end sessions at once: the token's version must match. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  const { ctx } = request.server;
  const claims = await ctx.tokens.verify(token, ctx.clock.now());
  if (!claims || !isUuid(claims.sub)) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  // Cached per instance; every change to these columns is announced to all instances (session-subjects.ts).
  const subject = await ctx.sessions.get(claims.sub);
  if (!subject?.isActive || subject.tokenVersion !== claims.tv) {
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  }
  request.user = { id: subject.id, name: subject.name, email: subject.email, role: subject.role };
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!roles.includes(request.user!.role)) throw new AppError('FORBIDDEN', AUTH_MESSAGES.wrongRole);
  };
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('currentUser() on a route without requireUser');
  return request.user;
}
