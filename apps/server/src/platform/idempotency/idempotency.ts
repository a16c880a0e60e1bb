import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, AppInstance } from '../context';
import { AppError } from '../errors';
import type { JobDefinition } from '../jobs/scheduler';
import { claimKey, deleteKeysBefore, findKey, releaseKey, saveAnswer } from './idempotency.repository';

const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const WAIT_FOR_FIRST_MS = 10_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { userId: string; key: string } | null;
  }
}

function fingerprint(request: FastifyRequest): string {
  const body = JSON.stringify(request.body ?? null);
  return `${request.method} ${request.routeOptions.url} ${createHash('sha256').update(body).digest('base64url')}`;
}

async function replay(
  reply: FastifyReply,
  row: { status: number | null; body: string | null; contentType: string | null },
) {
  reply.header('Idempotent-Replayed', 'true');
  if (row.contentType) reply.type(row.contentType);
  return reply.status(row.status!).send(row.body ?? '');
}

/** The same key with another request is refused (422); a doubled call that arrives meanwhile waits. */
export async function registerIdempotency(app: AppInstance): Promise<void> {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.user) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
    }
    const db = app.ctx.db;
    const userId = request.user.id;
    const print = fingerprint(request);
    if (await claimKey(db, userId, key, print, app.ctx.clock.now())) {
      request.idempotency = { userId, key };
      return;
    }
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const row = await findKey(db, userId, key);
      if (!row) {
        if (await claimKey(db, userId, key, print, app.ctx.clock.now())) {
          request.idempotency = { userId, key };
          return;
        }
        continue;
      }
      if (row.fingerprint !== print) {
        throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was used for a different request');
      }
      if (row.status !== null) return replay(reply, row);
      if (Date.now() > deadline) {
        throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still running');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotency;
    if (!claimed) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await settleKey(request, () => releaseKey(app.ctx.db, claimed.userId, claimed.key));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    const answer = {
      status: reply.statusCode,
      body: payload,
      contentType: typeof contentType === 'string' ? contentType : null,
    };
    await settleKey(request, () => saveAnswer(app.ctx.db, claimed.userId, claimed.key, answer));
    return payload;
  });

  // A call that dies before it answers (aborted, crashed handler) must not hold its key.
  app.addHook('onResponse', async (request) => {
    const claimed = request.idempotency;
    if (claimed) await releaseKey(app.ctx.db, claimed.userId, claimed.key);
  });
}

const SETTLE_RETRY_MS = 1000;
const SETTLE_ATTEMPTS = 60;

/**
 * When the database is gone, the decided answer still goes out and the bookkeeping is retried in the
 * background: a key left claimed would make every retry with it wait and fail for a day.
 */
async function settleKey(request: FastifyRequest, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    request.log.warn({ err: error }, 'idempotency key not settled; retrying in the background');
    let attempts = 0;
    const retry = () => {
      setTimeout(() => {
        work().catch(() => {
          if (++attempts < SETTLE_ATTEMPTS) retry();
        });
      }, SETTLE_RETRY_MS).unref();
    };
    retry();
  }
}

export function idempotencyJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'idempotency-cleanup',
      intervalMs: 60 * 60 * 1000,
      run: async () => deleteKeysBefore(ctx.db, new Date(ctx.clock.now().getTime() - KEY_TTL_MS)),
    },
  ];
}
