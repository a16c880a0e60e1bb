import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../context';

const ENCODINGS = ['br', 'gzip'];
type Encoding = 'br' | 'gzip';

/** Below this size @fastify/compress leaves an answer as it is (security-headers.ts): so does this. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli's quality for every JSON answer, kept or not: on a 100 KB page quality 3 costs 40 % of quality 5's
 * CPU (0.6 against 1.4 ms) for 10 % more bytes, and most kept answers are compressed about once.
 */
export const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 3 },
};

/**
 * An answer already in memory up to this size is compressed in one synchronous call. @fastify/compress's
 * default on a 2-core machine is 8 KB: above it every answer went through a compression stream, whose
 * thread-pool hand-offs, async iteration and chunked writes cost more CPU than the compression itself
 * (a slot list or a directory page, 10–100 KB, at quality 3 takes well under a millisecond in one call).
 */
export const SYNC_COMPRESSION_LIMIT = 1024 * 1024;

const COPIES = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

export function markKeptBytes(bytes: Buffer): void {
  if (bytes.length >= COMPRESSION_THRESHOLD) COPIES.set(bytes, {});
}

function compress(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes);
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * @fastify/compress compresses on every send, which for a kept 80–115 KB answer costs more CPU than the
 * rest of the request. Runs before its hook, which leaves an answer with a Content-Encoding alone.
 */
export function registerKeptCompression(app: AppInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!Buffer.isBuffer(payload)) return payload;
    const copies = COPIES.get(payload);
    if (!copies || request.headers['x-no-compression'] !== undefined) return payload;
    addVary(reply);
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? (negotiate(accepted.toLowerCase(), ENCODINGS) as Encoding | null) : null;
    if (!encoding) return payload;
    let copy = copies[encoding];
    if (!copy) {
      copy = compress(encoding, payload);
      copies[encoding] = copy;
    }
    reply.header('content-encoding', encoding);
    return copy;
  });
}
