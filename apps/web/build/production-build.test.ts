import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE_EXTENSIONS } from './compress-plugin';

// A string, not a URL: this file runs under jsdom, whose URL class node:url does not accept.
const WEB_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const VITE_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const DEVELOPMENT_MARKERS = ['jsxDEV', 'jsx-dev-runtime', 'react-dom.development'];

async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.vite'));
}

/* Built with NODE_ENV=development exported, as on a developer's shell, into a temporary folder. */
describe('the web build', () => {
  let outDir = '';
  let files: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'mb-web-build-'));
    await promisify(execFile)(
      process.execPath,
      [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: WEB_DIR, env: { ...process.env, NODE_ENV: 'development' } },
    );
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build/prerender.ts', outDir], {
      cwd: WEB_DIR,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    files = await builtFiles(outDir);
  }, 180_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('is a production build even with NODE_ENV=development in the environment', async () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      for (const marker of DEVELOPMENT_MARKERS) expect(code, `${file} has ${marker}`).not.toContain(marker);
    }
  });

  it('writes a .br and a .gz beside every text file, each decompressing to it byte for byte', async () => {
    const texts = files.filter((file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file)));
    expect(texts).toContain('index.html');
    expect(texts).toContain(path.join('prerendered', 'faq.html'));
    expect(texts.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of texts) {
      const original = await readFile(path.join(outDir, file));
      expect(brotliDecompressSync(await readFile(path.join(outDir, `${file}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(await readFile(path.join(outDir, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it('prerenders the FAQ and the sign-in form, and leaves index.html an empty shell for every other route', async () => {
    const html = (file: string) => readFile(path.join(outDir, file), 'utf8');
    const index = await html('index.html');
    expect(index).toContain('<div id="root"></div>');
    const faq = await html('prerendered/faq.html');
    expect(faq).toContain('<title>FAQ · MentorBridge</title>');
    expect(faq).toContain('Frequently Asked Questions</h1>');
    const login = await html('prerendered/login.html');
    expect(login).toMatch(/<form method="post"[^>]*aria-label="Sign in"/);
    expect(login).toContain('type="password"');
    const assets = (text: string) => text.match(/\/assets\/[^"]+/g);
    expect(assets(faq)).toEqual(assets(index));
    expect(files.filter((file) => file.includes('prerender.js'))).toEqual([]);
  });

  it('leaves already compressed formats alone and writes the manifest the budget check reads', async () => {
    expect(files.filter((file) => /\.(br|gz)\.(br|gz)$/.test(file))).toEqual([]);
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    expect(manifest['index.html'].isEntry).toBe(true);
  });
});
