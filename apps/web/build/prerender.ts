/**
 * Prerenders the public pages a signed-out visitor lands on into `dist/prerendered/<page>.html`, so the
 * first paint comes with the HTML. dist/index.html keeps its empty #root: a signed-in visitor's dashboard
 * must not flash the home page.
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
/* Inside the package so Node finds React; one per process so concurrent builds do not share it. */
const SSR_DIR = path.join(WEB_DIR, `node_modules/.cache/mentorbridge-prerender-${process.pid}`);

async function buildServerEntry(): Promise<typeof PrerenderEntry> {
  // vite.config.ts is for the browser (Tailwind, chunk groups, compression); this needs none of it.
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
