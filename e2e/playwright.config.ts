import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Let two runs (say, two engineers' builds) proceed side by side. */
const PORT = Number(process.env.E2E_PORT ?? 5099);
/** Runs the suite against a platform someone else started (`npm run test:cluster`). */
const EXTERNAL_URL = process.env.E2E_BASE_URL;
const BASE_URL = EXTERNAL_URL ?? `http://127.0.0.1:${PORT}`;
const RUN_NAME = EXTERNAL_URL ? 'cluster' : PORT === 5099 ? '' : String(PORT);
const isCI = Boolean(process.env.CI);
/** Local iteration only: the suite expects a fresh database (contact rate limit, mailbox). */
const reuseServer = process.env.E2E_REUSE_SERVER === '1' && !isCI;

/**
 * Chromium comes from Debian (`apt-get install chromium`): the registry-only network cannot download
 * Playwright's own build.
 */
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The suite runs as root in CI containers, where Chromium refuses to start with its sandbox.
  '--no-sandbox',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Playwright empties its output folder at start, so a run on another port keeps its own.
  outputDir: RUN_NAME ? `artifacts/test-results-${RUN_NAME}` : 'artifacts/test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // Two cores, and the server under test runs beside the browsers.
  workers: 2,
  // Journeys with screenshots at two widths take 20-30 s on two shared cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: RUN_NAME ? `artifacts/results-${RUN_NAME}.json` : 'artifacts/results.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: EXTERNAL_URL
    ? undefined
    : {
        // Every run starts on a fresh embedded database: the contact rate limit and the mailbox start empty.
        command: `rm -rf e2e/.data-${PORT} && npm run start -w @mentorbridge/server`,
        cwd: REPO_ROOT,
        url: `${BASE_URL}/api/health`,
        reuseExistingServer: reuseServer,
        // SIGTERM lets the server close PGlite cleanly before Playwright kills what is left.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'development',
          PORT: String(PORT),
          HOST: '127.0.0.1',
          PUBLIC_URL: BASE_URL,
          DATA_DIR: fileURLToPath(new URL(`.data-${PORT}`, import.meta.url)),
          WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
          LOG_LEVEL: 'warn',
          JOBS_ENABLED: 'true',
          // Empty values count as unset: embedded PGlite and the dev mailbox, whatever the CI shell exports.
          DATABASE_URL: '',
          SMTP_URL: '',
        },
      },
});
