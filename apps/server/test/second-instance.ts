import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/platform/clock';
import type { AppInstance } from '../src/platform/context';
import { openDatabase } from '../src/platform/db/database';
import { LocalFileStorage } from '../src/platform/storage/local-storage';
import { MemoryTransport, type TestApp, testConfig } from './test-app';

/** PGlite lives inside one process: PostgreSQL only. */
export async function secondInstance(first: TestApp): Promise<AppInstance> {
  const database = await openDatabase({ databaseUrl: first.testDb.url, poolSize: 5 });
  const files = await mkdtemp(path.join(tmpdir(), 'mb-files-b-'));
  const app = await buildApp({
    config: testConfig(),
    database,
    clock: new ManualClock(first.clock.now()),
    mailTransport: new MemoryTransport(),
    storage: new LocalFileStorage(files),
    logger: false,
  });
  await app.ready();
  // Registered after createTestApp's hook, so it runs first (before the database is dropped).
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(files, { recursive: true, force: true });
  });
  return app;
}

export async function within(ms: number, condition: () => Promise<boolean> | boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
