import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Set before the global set-up reads them and the workers inherit them.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['faults/**/*.fault.ts'],
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
