import fastifyCompress from '@fastify/compress';
import type { AppInstance } from '../context';
import { COMPRESSION_THRESHOLD, registerKeptCompression } from './kept-compression';

/**
 * The Content-Security-Policy the built app runs under: no inline script, no third-party origin.
 * The order and the `script-src-attr` directive are those helmet produced with its defaults, so the header
 * is byte for byte what clients got before the headers were precomputed.
 */
function contentSecurityPolicy(publicUrl: string): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['font-src', "'self' data:"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Pictures are answered as absolute URLs on PUBLIC_URL, which may differ from the host a page was
    // opened on (127.0.0.1 against localhost, an internal name).
    ['img-src', `'self' data: blob: ${new URL(publicUrl).origin}`],
    ['object-src', "'none'"],
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'"],
    ['connect-src', "'self'"],
    // The admin's review shows a PDF in the page: the file is fetched with the bearer token and framed as a
    // blob: URL (a frame cannot send the token). Nothing else is framed.
    ['frame-src', "'self' blob:"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join(';');
}

/**
 * Every security header, computed once at start-up. These are the values `@fastify/helmet` sent with the
 * strict CSP and `crossOriginEmbedderPolicy: false`; helmet rebuilt them on every request, which cost
 * about a quarter of the CPU of `GET /api/health`. security-headers.test.ts checks them against helmet.
 */
export function buildSecurityHeaders(publicUrl: string): Readonly<Record<string, string>> {
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

/** Security headers (precomputed, strict CSP), the request id echoed back, and response compression. */
export async function registerSecurityHeaders(app: AppInstance, publicUrl: string): Promise<void> {
  const headers = buildSecurityHeaders(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    done();
  });
  // Kept answers carry their compressed copies: their hook runs before @fastify/compress's (route-level) one.
  registerKeptCompression(app);
  await app.register(fastifyCompress, { threshold: COMPRESSION_THRESHOLD });
}
