import { existsSync, readdirSync } from 'node:fs';
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

/** The folder of dist/ where the web build writes prerendered pages (apps/web/build/prerender.ts). */
const PRERENDERED_DIR = 'prerendered';

/**
 * The pages the build prerendered, by path: `prerendered/faq.html` is `/faq`, `prerendered/index.html` is
 * `/`. Read once at start; a new build that adds a page needs a restart to be served it (as a new server
 * would be deployed with it).
 */
function findPrerenderedPages(distDir: string): Map<string, string> {
  const folder = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(folder)) return new Map();
  const pages = readdirSync(folder).filter((file) => file.endsWith('.html'));
  return new Map(
    pages.map((file) => {
      const name = path.basename(file, '.html');
      return [name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`];
    }),
  );
}

/** `/faq/` is `/faq` (and `/` stays `/`). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** index.html, or the page's prerendered copy of it; revalidated on every visit like index.html. */
function sendPage(reply: FastifyReply, file: string) {
  return reply.header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false });
}

/**
 * Serves the built React app with an index.html fallback for client routes.
 * Without a build (API-only tests) unknown routes answer the 404 error body.
 * The build emits `.br` and `.gz` beside each text file (apps/web/build/compress-plugin.ts): with
 * `preCompressed` the best one the client accepts is streamed as is, with `Content-Encoding` and
 * `Vary: Accept-Encoding`, the fallback's index.html included (sendFile honours the option too).
 * A prerendered path (exactly, give or take a trailing slash) gets its prerendered page instead of
 * index.html, which keeps an empty #root for every other route: a signed-in visitor's dashboard must not
 * flash the home page.
 * @fastify/compress does not touch these routes: they are registered before it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const prerendered = hasBuild ? findPrerenderedPages(distDir) : new Map<string, string>();
  const pageFile = (pathname: string) => prerendered.get(withoutTrailingSlash(pathname)) ?? 'index.html';
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
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, pageFile('/')));
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
    return sendPage(reply, pageFile(pathname));
  });
}
