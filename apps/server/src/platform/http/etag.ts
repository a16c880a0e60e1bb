import { createHash } from 'node:crypto';
import type { AppInstance } from '../context';

/** Per kept answer's bytes (serializer.ts), its tag: a repeat read of a kept list hashes nothing. */
const TAGS = new WeakMap<Buffer, string>();

function tagOf(payload: string | Buffer): string {
  if (typeof payload !== 'string') {
    const kept = TAGS.get(payload);
    if (kept) return kept;
  }
  const tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  if (typeof payload !== 'string') TAGS.set(payload, tag);
  return tag;
}

function matches(ifNoneMatch: string, tag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = tag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return (value.startsWith('W/') ? value.slice(2) : value) === opaque;
  });
}

/**
 * Conditional GET: every successful JSON answer of the API carries a weak ETag of its bytes, and a repeat
 * read that names it is answered 304 with no body. Weak, as compression changes the bytes, not the meaning.
 * After the hook that makes URLs absolute (the tag covers the final text) and before compression.
 */
export function registerEtags(app: AppInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const tag = tagOf(payload);
    reply.header('etag', tag);
    if (reply.getHeader('cache-control') === undefined) reply.header('cache-control', 'private, no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, tag)) {
      reply.code(304);
      // Null, not '': Fastify then sends no Content-Length, which a 304 must not carry.
      return null;
    }
    return payload;
  });
}
