/**
 * `npm run bench:web`: Lighthouse (mobile and desktop) on a few pages of a fresh build with demo data,
 * written to docs/performance.md. Needs Chromium at /usr/bin/chromium (or CHROME_PATH); BENCH_WEB_RUNS
 * (default 1) runs each page that many times and keeps the median score.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { writeReportSection } from './report-section';

const port = Number(process.env.BENCH_WEB_PORT ?? 5098);
const origin = `http://127.0.0.1:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const HEADING = '## Web pages (Lighthouse)';
const STUDENT = { email: 'arjun.mehta@mentorbridge.demo', password: 'student-demo-123' };

interface PageSpec {
  path: string;
  signedIn: boolean;
}
const PAGES: PageSpec[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/faq', signedIn: false },
  { path: '/interviews', signedIn: true },
];
const FORM_FACTORS = ['mobile', 'desktop'] as const;

interface Result {
  page: string;
  formFactor: (typeof FORM_FACTORS)[number];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  totalKb: number;
  scriptKb: number;
}

async function startPlatform(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'bench-web-secret-bench-web-secret-0123456789',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`${origin}/api/ready`);
      if (response.ok) return child;
    } catch {}
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error('the platform did not become ready within 2 minutes');
}

async function studentSession() {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  if (!response.ok) throw new Error(`demo student login answered ${response.status}`);
  const body = (await response.json()) as { token: string; user: Record<string, unknown> };
  return { ...body.user, token: body.token };
}

const score = (category: { score: number | null } | undefined) => Math.round((category?.score ?? 0) * 100);

async function audit(browser: Browser, spec: PageSpec, formFactor: Result['formFactor'], session: object) {
  // A fresh context per audit: no cache or storage left by the previous page.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (spec.signedIn) {
      // The web app reads its session from local storage.
      await page.goto(`${origin}/favicon.svg`);
      const value = JSON.stringify(JSON.stringify(session));
      await page.evaluate(
        `localStorage.setItem('userInfo', ${value}); localStorage.setItem('token', JSON.parse(${value}).token);`,
      );
    }
    const flags = { output: 'json' as const, logLevel: 'error' as const, disableStorageReset: spec.signedIn };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${origin}${spec.path}`, flags, config, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${spec.path}`);
    const { categories, audits } = result.lhr;
    const items =
      (audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
    const bytes = (filter: (item: Record<string, unknown>) => boolean) =>
      items.filter(filter).reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
    return {
      page: spec.path,
      formFactor,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      bestPractices: score(categories['best-practices']),
      seo: score(categories.seo),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      totalKb: Math.round(bytes(() => true)),
      scriptKb: Math.round(bytes((item) => item.resourceType === 'Script')),
    } satisfies Result;
  } finally {
    await context.close();
  }
}

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function writeReport(results: Result[]) {
  const date = new Date().toISOString().slice(0, 10);
  const bar = (r: Result) => {
    if (r.formFactor !== 'mobile' || !['/', '/login', '/faq'].includes(r.page)) return '—';
    const missed = [
      r.performance < 98 && 'performance',
      r.lcpMs > 1500 && 'LCP',
      r.accessibility < 100 && 'accessibility',
      r.bestPractices < 100 && 'best practices',
      r.seo < 100 && 'SEO',
    ].filter(Boolean);
    return missed.length ? `MISSED (${missed.join(', ')})` : 'met';
  };
  const section = [
    HEADING,
    '',
    `Measured by \`npm run bench:web\` on ${date}: Lighthouse 12 in Debian's Chromium (headless), default mobile emulation (slow 4G, 4× CPU slowdown) and the desktop preset, against the production build served by \`npm start\` on loopback${runs > 1 ? `, median of ${runs} runs` : ''}; \`/interviews\` signed in as the demo student.`,
    '',
    '| Page | Form factor | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | KB transferred | of which JS KB | Bars |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.totalKb} | ${r.scriptKb} | ${bar(r)} |`,
    ),
    '',
    'Bars (QUALITY.md): on `/`, `/login` and `/faq`, mobile performance at least 98 with LCP at most 1.5 s, and accessibility, best practices and SEO at 100.',
    '',
  ].join('\n');
  writeReportSection(HEADING, section);
  process.stdout.write(`${section}\n`);
}

async function main() {
  if (!existsSync(chrome)) throw new Error(`Chromium not found at ${chrome} (apt-get install -y chromium)`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mentorbridge-bench-web-'));
  const platform = await startPlatform(dataDir);
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const session = await studentSession();
    const results: Result[] = [];
    for (const spec of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const attempts: Result[] = [];
        for (let run = 0; run < runs; run += 1)
          attempts.push(await audit(browser, spec, formFactor, session));
        results.push(median(attempts));
      }
    }
    writeReport(results);
  } finally {
    await browser.close();
    platform.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
