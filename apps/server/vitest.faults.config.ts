import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The fault tests (apps/server/faults/*.fault.ts, `npm run test:faults`): the real PostgreSQL and Redis of
 * the machine, with a TCP proxy each test controls between them and the app to cut connections. They
 * never stop a service they did not start.
 */
// Set here, before the global set-up reads them and the workers inherit them.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['faults/**/*.fault.ts'],
    // The server's own set-up: a migrated template database that each file clones.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // One outage at a time: the tests time what they see, and a busy neighbour would blur it.
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../../.vitest-reports/faults.json', import.meta.url)) },
  },
});
