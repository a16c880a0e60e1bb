import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Config, linkBaseUrl } from '../../config';
import type { AppInstance } from '../context';
import { markKeptBytes } from './kept-compression';

/**
 * Paths the server serves (`/api/files/avatars/…`) are stored, built and kept relative, and made absolute as
 * an answer leaves: on PUBLIC_URL, or else on the origin this request reached, so a picture works at
 * whatever address the app was opened (a LAN address, another port). Kept answers are shared by readers of
 * every origin, which is why no URL inside them may be absolute.
 */
const SERVED_PREFIX = '/api/files/';

/**
 * The value of an `avatar` or `profilePhoto` key that is a served path. Only JSON's own `{` or `,` can come
 * right before an unescaped quote, so no text a user wrote is ever rewritten, however it reads.
 */
const SERVED_PATH = /[{,]"(?:avatar|profilePhoto)":"(?=\/api\/files\/)/g;

/** The served paths of a JSON answer, absolute on `origin` (`https://host[:port]`, no path). */
export function absolutiseServedPaths(json: string, origin: string): string {
  if (!json.includes(SERVED_PREFIX)) return json;
  return json.replace(SERVED_PATH, (start) => start + origin);
}

/**
 * A host name or address as DNS and IP spell them. The URL parser lets through quotes, backslashes and more
 * that would break out of a JSON string: the Host header is the client's to write.
 */
const PLAIN_HOSTNAME = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/;

/**
 * The origin the request reached: its protocol and Host, or X-Forwarded-Proto and X-Forwarded-Host when
 * TRUST_PROXY trusts them (Fastify's `trustProxy`). Null when they make no plain http(s) origin.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const protocol = request.protocol.toLowerCase();
  if (protocol !== 'http' && protocol !== 'https') return null;
  try {
    const url = new URL(`${protocol}://${request.host}`);
    return PLAIN_HOSTNAME.test(url.hostname) ? url.origin : null;
  } catch {
    return null;
  }
}

/** Per kept answer's bytes, its copies per origin; null when it holds no served path. */
const BY_ORIGIN = new WeakMap<Buffer, Map<string, Buffer> | null>();
/** The Host header is the client's to choose: a few origins' copies are kept, others are made per request. */
const MAX_KEPT_ORIGINS = 8;

/** Kept bytes (serializer.ts) are rewritten once per origin, and the copy is kept and compressed in turn. */
function absoluteKeptBytes(bytes: Buffer, origin: string): Buffer {
  let copies = BY_ORIGIN.get(bytes);
  if (copies === undefined) {
    copies = bytes.includes(SERVED_PREFIX) ? new Map() : null;
    BY_ORIGIN.set(bytes, copies);
  }
  if (copies === null) return bytes;
  let copy = copies.get(origin);
  if (!copy) {
    copy = Buffer.from(absolutiseServedPaths(bytes.toString(), origin));
    if (copies.size < MAX_KEPT_ORIGINS) {
      copies.set(origin, copy);
      markKeptBytes(copy);
    }
  }
  return copy;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Makes the served paths of every JSON answer absolute as it leaves. Before the compression hooks, which must
 * see the final bytes, and after idempotency's, which keeps the answer relative for a replay from any origin.
 */
export function registerAbsoluteUrls(app: AppInstance, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): void {
  const fixed = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
  const fallback = new URL(linkBaseUrl(config)).origin;
  app.addHook('onSend', async (request, reply, payload) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || !isJson(reply)) return payload;
    const origin = fixed ?? requestOrigin(request) ?? fallback;
    return typeof payload === 'string'
      ? absolutiseServedPaths(payload, origin)
      : absoluteKeptBytes(payload, origin);
  });
}
