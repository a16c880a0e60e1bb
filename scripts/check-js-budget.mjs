#!/usr/bin/env node
/**
 * The front-end JavaScript budget, on the built app: at most 100 KB brotli for what `/` loads, 60 KB for
 * each route's own chunk. Lazy non-route chunks are listed, not budgeted. Also checks that every text
 * file's `.br` and `.gz` decompress to it byte for byte.
 *
 *   node scripts/check-js-budget.mjs [dist folder, default apps/web/dist]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, 'apps/web/dist'));

const KB = 1024;
const HOME_BUDGET = 100 * KB;
const ROUTE_BUDGET = 60 * KB;
const HOME_PAGE_SOURCE = 'src/app/pages/home-page.tsx';
const ROUTE_SOURCE = /^src\/app\/pages\/[^/]+-page\.tsx$/;
/** Mirrors COMPRESSIBLE_EXTENSIONS of apps/web/build/compress-plugin.ts. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

const failures = [];

function read(relative) {
  return readFileSync(path.join(DIST, relative));
}

function checkCompressedCopies() {
  const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')));
  for (const file of files) {
    const original = read(file);
    for (const [suffix, decompress] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ]) {
      if (!existsSync(path.join(DIST, file + suffix))) failures.push(`${file}${suffix} is missing`);
      else if (!decompress(read(file + suffix)).equals(original))
        failures.push(`${file}${suffix} does not decompress to ${file}`);
    }
  }
  return files.length;
}

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(ROOT, manifestFile)}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const compressedFiles = checkCompressedCopies();

function sizes(file) {
  const raw = read(file).length;
  const br = existsSync(path.join(DIST, `${file}.br`)) ? read(`${file}.br`).length : raw;
  const gz = existsSync(path.join(DIST, `${file}.gz`)) ? read(`${file}.gz`).length : raw;
  return { raw, br, gz };
}

function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

function total(files) {
  return [...files].reduce(
    (sum, file) => {
      const size = sizes(file);
      return { raw: sum.raw + size.raw, br: sum.br + size.br, gz: sum.gz + size.gz };
    },
    { raw: 0, br: 0, gz: 0 },
  );
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const row = (name, size, budget, note = '') => ({
  chunk: name,
  raw: kb(size.raw),
  gzip: kb(size.gz),
  brotli: kb(size.br),
  budget: budget ? kb(budget) : '-',
  status: budget ? (size.br <= budget ? 'ok' : 'OVER') : note,
});

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeFiles = staticClosure(HOME_PAGE_SOURCE, staticClosure(entryKey));
const home = total(homeFiles);
const homeRows = [...homeFiles].map((file) => row(`  ${path.basename(file)}`, sizes(file)));
const rows = [row('JavaScript loaded by /', home, HOME_BUDGET), ...homeRows];
if (!manifest[HOME_PAGE_SOURCE]) failures.push(`${HOME_PAGE_SOURCE} is not a lazy chunk any more`);
if (home.br > HOME_BUDGET) failures.push(`/ loads ${kb(home.br)} of JavaScript (budget ${kb(HOME_BUDGET)})`);

const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of lazyKeys.filter((key) => ROUTE_SOURCE.test(key)).sort()) {
  const own = sizes(manifest[key].file);
  rows.push(row(`route ${path.basename(key, '.tsx')}`, own, ROUTE_BUDGET));
  if (own.br > ROUTE_BUDGET)
    failures.push(`${manifest[key].file} is ${kb(own.br)} (route budget ${kb(ROUTE_BUDGET)})`);
}
for (const key of lazyKeys.filter((key) => !ROUTE_SOURCE.test(key)).sort()) {
  rows.push(
    row(`lazy ${path.basename(key).replace(/\.tsx?$/, '')}`, sizes(manifest[key].file), 0, 'not a route'),
  );
}

console.log(`JavaScript budget of ${path.relative(ROOT, DIST) || DIST} (brotli as sent):`);
console.table(rows);
console.log(`${compressedFiles} text files checked for byte-identical .br and .gz copies.`);
if (failures.length > 0) {
  console.error(`JavaScript budget check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('JavaScript budget check passed.');
