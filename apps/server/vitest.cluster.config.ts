import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Runs against the balancer that `npm run test:cluster` starts; alone it has nothing to talk to. */
export default defineConfig({
  test: {
    name: 'cluster',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['cluster/**/*.cluster.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../../.vitest-reports/cluster.json', import.meta.url)) },
  },
});
