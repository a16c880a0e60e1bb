import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppInstance } from '../context';
import { buildSecurityHeaders, registerSecurityHeaders } from './security-headers';

const PUBLIC_URL = 'http://localhost:5000';

const STATIC_ROOT = mkdtempSync(path.join(tmpdir(), 'mb-headers-'));
mkdirSync(path.join(STATIC_ROOT, 'assets'));
writeFileSync(path.join(STATIC_ROOT, 'assets', 'app-abc.js'), 'console.log("app")');

async function appWith(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ requestIdHeader: 'x-request-id' });
  await register(app);
  await app.register(fastifyStatic, { root: STATIC_ROOT, prefix: '/static/' });
  app.get('/', (_request, reply) => reply.type('text/html').send('<!doctype html><div id="root"></div>'));
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}

/** The helmet configuration the precomputed headers must reproduce exactly. */
async function registerHelmetAsBefore(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', new URL(PUBLIC_URL).origin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

async function headersOf(app: FastifyInstance, url: string) {
  const { headers } = await app.inject({ method: 'GET', url });
  const { date: _date, 'x-request-id': _requestId, ...stable } = headers;
  return stable;
}

async function policy(): Promise<Map<string, string>> {
  const app = Fastify();
  await registerSecurityHeaders(app as unknown as AppInstance, PUBLIC_URL);
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('precomputed security headers', () => {
  it.each(['/', '/api/health', '/static/assets/app-abc.js', '/api/missing'])(
    'sends on %s exactly the headers helmet sent',
    async (url) => {
      const before = await appWith(registerHelmetAsBefore);
      const after = await appWith((app) =>
        registerSecurityHeaders(app as unknown as AppInstance, PUBLIC_URL),
      );
      const expected = await headersOf(before, url);
      expect(expected['content-security-policy']).toBeDefined();
      expect(await headersOf(after, url)).toEqual(expected);
      await Promise.all([before.close(), after.close()]);
    },
  );

  it('echoes the request id (the one received, as the server is configured)', async () => {
    const app = await appWith((app) => registerSecurityHeaders(app as unknown as AppInstance, PUBLIC_URL));
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc' },
    });
    expect(response.headers['x-request-id']).toBe('abc');
    await app.close();
  });
});

describe('content security policy', () => {
  it("frames only our own pages and blob: URLs (the admin's in-page PDF preview), never other origins", async () => {
    const csp = await policy();
    expect(csp.get('frame-src')).toBe("'self' blob:");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('keeps plugins, inline script and being framed shut', async () => {
    const csp = await policy();
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('allows pictures from PUBLIC_URL, and only our own origin without it', async () => {
    const csp = await policy();
    expect(csp.get('img-src')).toBe("'self' data: blob: http://localhost:5000");
    const unset = buildSecurityHeaders(undefined)['content-security-policy'] ?? '';
    expect(unset.split(';')).toContain("img-src 'self' data: blob:");
  });
});
