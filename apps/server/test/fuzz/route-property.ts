import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { errorBodySchema } from '@mentorbridge/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../src/platform/context';
import type { Entry } from '../authorization-matrix';
import { injectStream } from '../inject-stream';
import type { FuzzRequest } from './fuzz-request';
import { findLeak, type Sentinels } from './secrets';
import { changedTables, type TableDigests } from './table-digest';

/** Routes that check a mailed code: a wrong code counts toward voiding it, and the check locks a row. */
const CODE_ROUTES = ['/api/auth/verify-email', '/api/auth/reset-password'];

/**
 * Tables a refused request may still change: login_failures (the lock-out counts refusals), auth_codes
 * (wrong tries void a code; unknown addresses get a code-less row) and idempotency_keys (refusals replay).
 */
function tablesAllowedToChange(entry: Entry, request: FuzzRequest): string[] {
  const allowed: string[] = [];
  if (entry.url === '/api/auth/login') allowed.push('login_failures');
  if (CODE_ROUTES.includes(entry.url)) allowed.push('auth_codes');
  if (request.headers['idempotency-key'] !== undefined) allowed.push('idempotency_keys');
  return allowed;
}

export interface PropertyContext {
  app: AppInstance;
  entry: Entry;
  digest(): Promise<TableDigests>;
  sentinels: Sentinels;
  othersTokens: readonly string[];
  /** Distinct per request, so per-IP limits do not hide the routes behind 429s. */
  nextAddress(): string;
  statuses: Map<string, number>;
}

function bodyText(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  return response.body;
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

export async function checkRequest(context: PropertyContext, request: FuzzRequest): Promise<void> {
  const { app, entry } = context;
  const before = request.method === 'GET' ? undefined : await context.digest();
  const options = {
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: context.nextAddress(),
  };
  const response = entry.stream ? await injectStream(app, options) : await app.inject(options);
  const status = response.statusCode;
  const key = `${entry.method} ${entry.url} ${status}`;
  context.statuses.set(key, (context.statuses.get(key) ?? 0) + 1);
  const fail = (problem: string) => {
    throw new Error(
      `${problem}: ${request.method} ${clip(request.url)} answered ${status} ${clip(bodyText(response))}`,
    );
  };
  if (status >= 500) fail('a 5xx');
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(bodyText(response));
    } catch {
      fail('an error body that is not JSON');
    }
    if (!errorBodySchema.safeParse(body).success) fail('an error body without {message, code}');
  }
  // The development mailbox shows codes by design and does not exist in production.
  const isMailbox = entry.url.startsWith('/api/dev/mailbox');
  const sentinels = isMailbox ? { ...context.sentinels, codes: [] } : context.sentinels;
  const leak = findLeak(
    `${JSON.stringify(response.headers)}\n${bodyText(response)}`,
    sentinels,
    context.othersTokens,
  );
  if (leak) fail(`a leaked secret (${clip(leak)})`);
  if (request.auth.isForged && entry.expected.anonymous === 401 && status < 400)
    fail('a forged token let in');
  if (before && status >= 400) {
    const after = await context.digest();
    const changed = changedTables(before, after, tablesAllowedToChange(entry, request));
    if (changed.length > 0) fail(`a refused write changed ${changed.join(', ')}`);
  }
}
