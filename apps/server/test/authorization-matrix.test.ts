import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules';
import { type Caller, MATRIX } from './authorization-matrix';
import { bearer } from './factories';
import { injectStream } from './inject-stream';
import { buildMatrixFixture } from './matrix-fixture';
import { createTestApp } from './test-app';

describe('authorization matrix', async () => {
  const { app } = await createTestApp();
  const { tokens, fill } = await buildMatrixFixture(app);

  it('never answers with a password hash, a code, a token version or the signing secret', async () => {
    const bodies: string[] = [];
    for (const entry of MATRIX.filter((item) => item.method === 'GET')) {
      for (const who of ['student', 'alumni', 'admin'] as const) {
        const request = {
          method: 'GET' as const,
          url: fill(entry.request?.url ?? entry.url),
          headers: bearer(tokens[who]!),
        };
        const response = entry.stream ? await injectStream(app, request) : await app.inject(request);
        bodies.push(response.body);
      }
    }
    const all = bodies.join('\n');
    for (const secret of [
      '$argon2',
      'passwordHash',
      'password_hash',
      'codeHash',
      'tokenVersion',
      app.ctx.config.JWT_SECRET,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('lists every API route', () => {
    const listed = new Set(MATRIX.map((entry) => `${entry.method} ${entry.url}`));
    const missing = app.routeTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
    expect(app.routeTable).toHaveLength(MATRIX.length);
  });

  it.each(MODULES.filter((module) => module.routes).map((module) => [module.name] as const))(
    'lists every route of the %s module',
    (name) => {
      const listed = new Set(MATRIX.map((entry) => `${entry.method} ${entry.url}`));
      const own = app.routeTable.filter((route) => route.module === name);
      // A module in modules.ts that registered nothing here was switched off or lost its routes.
      expect(own.length).toBeGreaterThan(0);
      expect(
        own.map((route) => `${route.method} ${route.url}`).filter((route) => !listed.has(route)),
      ).toEqual([]);
    },
  );

  it.each(MATRIX.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      let caller = 0;
      for (const [who, status] of Object.entries(entry.expected) as Array<[Caller, number]>) {
        const token = tokens[who];
        const request = {
          method: entry.method as 'GET',
          url: fill(entry.request?.url ?? entry.url),
          payload: entry.request?.payload
            ? JSON.parse(fill(JSON.stringify(entry.request.payload)))
            : undefined,
          headers: token ? bearer(token) : {},
          remoteAddress: `10.77.${MATRIX.indexOf(entry)}.${++caller}`,
        };
        const response = entry.stream ? await injectStream(app, request) : await app.inject(request);
        expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
    },
  );
});
