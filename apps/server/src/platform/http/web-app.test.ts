import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const INDEX_HTML = '<!doctype html><title>MentorBridge</title><div id="root"></div>';
const APP_JS = 'console.log("app");\n'.repeat(200);
const APP_CSS = 'body { color: black; }\n'.repeat(100);
const prerendered = (heading: string) =>
  `<!doctype html><title>${heading} · MentorBridge</title><div id="root"><main><h1>${heading}</h1></main></div>`;
const HOME_HTML = prerendered('Home');
const FAQ_HTML = prerendered('Frequently Asked Questions');

function writeWithCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mb-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCompressed(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithCompressed(path.join(dist, 'assets', 'index-abc123.js'), APP_JS);
  writeWithCompressed(path.join(dist, 'assets', 'index-abc123.css'), APP_CSS);
  mkdirSync(path.join(dist, 'prerendered'));
  writeWithCompressed(path.join(dist, 'prerendered', 'index.html'), HOME_HTML);
  writeWithCompressed(path.join(dist, 'prerendered', 'faq.html'), FAQ_HTML);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  // Left without compressed copies: the plain file must still be served.
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dist;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('serving the built web app', async () => {
  const { app } = await createTestApp({ env: { WEB_DIST_DIR: fakeBuild() } });

  it.each(['/student-dashboard', '/alumni/123', '/login', '/faq/more', '/faqs', '/FAQ'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    { url: '/', content: HOME_HTML },
    { url: '/?ref=mail', content: HOME_HTML },
    { url: '/faq', content: FAQ_HTML },
    { url: '/faq/', content: FAQ_HTML },
    { url: '/faq?q=session', content: FAQ_HTML },
    { url: '/faq/?q=session', content: FAQ_HTML },
  ])('answers the prerendered path $url with its prerendered page', async ({ url, content }) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(content);
  });

  it.each(['/', '/faq', '/faq/', '/student-dashboard'])(
    'answers HEAD %s like GET, without a body',
    async (url) => {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'vary']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
    },
  );

  it('answers other methods on a prerendered path as before (404)', async () => {
    const response = await app.inject({ method: 'POST', url: '/faq', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other static files and keeps unknown files and API routes as 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    // The build's chunk manifest is for scripts/check-js-budget.mjs, not for visitors.
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  const FILES = [
    {
      url: '/assets/index-abc123.js',
      content: APP_JS,
      type: 'application/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    },
    {
      url: '/assets/index-abc123.css',
      content: APP_CSS,
      type: 'text/css; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    },
    { url: '/', content: HOME_HTML, type: 'text/html; charset=utf-8', cache: 'no-cache' },
    // The SPA fallback (not-found handler) sends index.html through sendFile, or the prerendered page.
    { url: '/leaderboard', content: INDEX_HTML, type: 'text/html; charset=utf-8', cache: 'no-cache' },
    { url: '/faq', content: FAQ_HTML, type: 'text/html; charset=utf-8', cache: 'no-cache' },
    { url: '/faq/', content: FAQ_HTML, type: 'text/html; charset=utf-8', cache: 'no-cache' },
  ];
  const ENCODINGS = [
    { accept: 'gzip, deflate, br', expected: 'br' },
    { accept: 'br', expected: 'br' },
    { accept: 'gzip', expected: 'gzip' },
    { accept: undefined, expected: undefined },
    { accept: 'identity', expected: undefined },
  ];
  const CASES = FILES.flatMap((file) => ENCODINGS.map((encoding) => ({ ...file, ...encoding })));

  it.each(CASES)(
    '$url with Accept-Encoding $accept sends the precompressed $expected copy',
    async ({ url, content, type, cache, accept, expected }) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe(cache);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(response.rawPayload, expected)).toBe(content);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('falls back to the plain file when no compressed copy exists, still varying on the encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('serving a build without prerendered pages', async () => {
  const dist = fakeBuild();
  rmSync(path.join(dist, 'prerendered'), { recursive: true });
  const { app } = await createTestApp({ env: { WEB_DIST_DIR: dist } });

  it.each(['/', '/faq'])('answers %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
