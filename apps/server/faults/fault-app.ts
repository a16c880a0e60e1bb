import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/platform/clock';
import type { AppInstance } from '../src/platform/context';
import { type Database, openDatabase } from '../src/platform/db/database';
import type { MailTransport } from '../src/platform/mail/transport';
import { LocalFileStorage } from '../src/platform/storage/local-storage';
import type { FileStorage } from '../src/platform/storage/storage';
import { MemoryTransport, testConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { TcpProxy } from './tcp-proxy';

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;

export interface FaultApp {
  app: AppInstance;
  clock: ManualClock;
  direct: Database;
  dbProxy: TcpProxy;
  testDb: TestDatabase;
  filesDir: string;
  logs: LogLine[];
}

export interface FaultAppOptions {
  env?: Partial<Record<string, string>>;
  mailTransport?: MailTransport;
  storage?: FileStorage;
  now?: Date;
  beforeReady?: (app: AppInstance, dbProxy: TcpProxy) => void;
}

export async function createFaultApp(options: FaultAppOptions = {}): Promise<FaultApp> {
  const testDb = await createTestDatabase();
  if (!testDb.url) throw new Error('the fault tests need TEST_DATABASE_URL (a real PostgreSQL)');
  const target = new URL(testDb.url);
  const dbProxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
  const database = await openDatabase({ databaseUrl: dbProxy.urlFor(testDb.url), poolSize: 10 });
  const clock = new ManualClock(options.now ?? new Date('2026-11-22T10:00:00Z'));
  const filesDir = await mkdtemp(path.join(tmpdir(), 'mb-fault-files-'));
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    clock,
    mailTransport: options.mailTransport ?? new MemoryTransport(),
    storage: options.storage ?? new LocalFileStorage(filesDir),
    // Fastify 5 also takes logger options through `logger`; the app's type names only the two forms it uses.
    logger: { level: 'info', stream } as never,
  });
  options.beforeReady?.(app, dbProxy);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await dbProxy.close();
    await testDb.destroy();
    await rm(filesDir, { recursive: true, force: true });
  });
  return { app, clock, direct: testDb.database, dbProxy, testDb, filesDir, logs };
}

export async function rows<T>(database: Database, query: Parameters<Database['db']['execute']>[0]) {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
