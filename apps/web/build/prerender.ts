/**
 * Prerenders the public pages a signed-out visitor lands on (src/prerender.tsx's PRERENDERED_PATHS) into
 * `dist/prerendered/<page>.html`, each the built index.html with the page's markup inside #root, plus their
 * `.br` and `.gz`. The server sends them for those paths (apps/server/src/platform/http/web-app.ts), so the
 * first paint comes with the HTML and the CSS instead of after the entry chunk and the page's chunk.
 * dist/index.html keeps its empty #root: the server sends it for every other client route, and a signed-in
 * visitor's dashboard must not flash the home page.
 *
 *   node --import tsx build/prerender.ts [dist folder, default dist]   (run after `vite build`)
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type * as PrerenderEntry from '../src/prerender';
import { compressFile } from './compress-plugin.ts';
import { fillTemplate, PRERENDERED_DIR, prerenderedFileName, problemWith } from './prerendered-html.ts';

const WEB_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DIST = path.resolve(process.argv[2] ?? path.join(WEB_DIR, 'dist'));
/*
 * The server bundle, never in dist/ (nothing may serve it). Inside the package, not the system's temporary
 * folder: it imports React and the other dependencies from node_modules, which Node finds by walking up.
 * One per process, so two builds at once (the build test beside `npm run build`) do not share it.
 */
const SSR_DIR = path.join(WEB_DIR, `node_modules/.cache/mentorbridge-prerender-${process.pid}`);

async function buildServerEntry(): Promise<typeof PrerenderEntry> {
  // vite.config.ts is for the browser (Tailwind, the chunk groups, compression); this bundle needs none of it.
  await build({
    configFile: false,
    root: WEB_DIR,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(WEB_DIR, 'src') } },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: SSR_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
    },
  });
  return import(pathToFileURL(path.join(SSR_DIR, 'prerender.js')).href);
}

async function main() {
  process.env.NODE_ENV = 'production';
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const { render, PRERENDERED_PATHS } = await buildServerEntry();
  await mkdir(path.join(DIST, PRERENDERED_DIR), { recursive: true });
  try {
    for (const pathname of PRERENDERED_PATHS) {
      const page = await render(pathname);
      const problem = problemWith(page.html);
      if (problem) throw new Error(`prerendering ${pathname} failed: ${problem}`);
      const file = path.join(DIST, PRERENDERED_DIR, prerenderedFileName(pathname));
      await writeFile(file, fillTemplate(template, page));
      // The budget check (scripts/check-js-budget.mjs) wants both copies of every text file.
      await compressFile(file);
    }
  } finally {
    await rm(SSR_DIR, { recursive: true, force: true });
  }
  console.log(`Prerendered ${PRERENDERED_PATHS.join(', ')} into ${path.join(DIST, PRERENDERED_DIR)}.`);
}

await main();
