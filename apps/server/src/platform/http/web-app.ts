import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Hashed build assets never change under the same name; index.html must always be revalidated. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
}

/**
 * Serves the built React app with an index.html fallback for client routes.
 * Without a build (API-only tests) unknown routes answer the 404 error body.
 * The build emits `.br` and `.gz` beside each text file (apps/web/build/compress-plugin.ts): with
 * `preCompressed` the best one the client accepts is streamed as is, with `Content-Encoding` and
 * `Vary: Accept-Encoding`, the fallback's index.html included (sendFile honours the option too).
 * @fastify/compress does not touch these routes: they are registered before it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      // dist/.vite/manifest.json (the build's chunk map, read by scripts/check-js-budget.mjs) stays private.
      dotfiles: 'ignore',
      setHeaders: setCacheHeaders,
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (!wantsPage) return sendNotFound(request, reply);
    return sendIndex(reply);
  });
}
