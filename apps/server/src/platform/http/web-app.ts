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

const PRERENDERED_DIR = 'prerendered';

/** Read once at start: a build that adds a page needs a restart. */
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

function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

function sendPage(reply: FastifyReply, file: string) {
  return reply.header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false });
}

/**
 * A prerendered path gets its page; every other route gets index.html with an empty #root, so a signed-in
 * visitor's dashboard never flashes the home page. Registered before @fastify/compress, which skips them.
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
