import fastifyCompress from '@fastify/compress';
import type { AppInstance } from '../context';
import {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD,
  registerKeptCompression,
  SYNC_COMPRESSION_LIMIT,
} from './kept-compression';

/** Directive order and `script-src-attr` match helmet's defaults, so the header is byte for byte the same. */
function contentSecurityPolicy(publicUrl: string | undefined): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['font-src', "'self' data:"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Pictures are absolute URLs on PUBLIC_URL when it is set, which may differ from the host a page was
    // opened on; without it they are on the origin the page's requests reached ('self').
    ['img-src', `'self' data: blob:${publicUrl ? ` ${new URL(publicUrl).origin}` : ''}`],
    ['object-src', "'none'"],
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'"],
    ['connect-src', "'self'"],
    // The admin PDF review frames a blob: URL, since a frame cannot send the bearer token.
    ['frame-src', "'self' blob:"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join(';');
}

/** Precomputed: helmet rebuilt these on every request, about a quarter of the CPU of `GET /api/health`. */
export function buildSecurityHeaders(publicUrl: string | undefined): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(publicUrl),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

export async function registerSecurityHeaders(
  app: AppInstance,
  publicUrl: string | undefined,
): Promise<void> {
  const headers = buildSecurityHeaders(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    done();
  });
  // Kept answers carry their compressed copies: their hook runs before @fastify/compress's (route-level) one.
  registerKeptCompression(app);
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    brotliOptions: BROTLI_OPTIONS,
  });
}
