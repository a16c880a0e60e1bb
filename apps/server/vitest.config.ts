import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; PGlite instances are memory-hungry, so keep the pool small.
    maxWorkers: 2,
    // Files share one module graph per worker; each still builds its own app over its own database.
    isolate: false,
    // A project with its own worker count runs in its own group (Vitest requires it).
    sequence: { groupOrder: 1 },
  },
});
