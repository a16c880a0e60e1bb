import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, configSchema } from '../src/config';
import { ManualClock } from '../src/platform/clock';
import type { AppInstance } from '../src/platform/context';
import type { Database } from '../src/platform/db/database';
import type { MailTransport, OutgoingMail } from '../src/platform/mail/transport';
import { LocalFileStorage } from '../src/platform/storage/local-storage';
import { SESSION_SUBJECT_CHANNEL } from '../src/platform/users/users.repository';
import { createTestDatabase, type TestDatabase } from './test-database';

export class MemoryTransport implements MailTransport {
  readonly name = 'console' as const;
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  async close() {}
}

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  const parsed = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST_DIR: '/nonexistent',
    JOBS_ENABLED: 'false',
    CONTACT_INBOX: 'inbox@mentorbridge.test',
    ...overrides,
  });
  return { ...parsed, JWT_SECRET: 'test-secret-test-secret-test-secret-123' };
}

export interface TestApp {
  app: AppInstance;
  clock: ManualClock;
  mail: MemoryTransport;
  testDb: TestDatabase;
  filesDir: string;
}

export interface TestAppOptions {
  env?: Partial<Record<string, string>>;
  mailTransport?: MailTransport;
  now?: Date;
  beforeReady?: (app: AppInstance) => void;
  /**
   * The instance listens but never hears a NOTIFY on `session_subject`, as when a notification is still on its
   * way: the session cache must forget what its own instance changed by itself. Other channels are heard.
   */
  withholdSessionNotifications?: boolean;
}

function withoutSessionNotifications(database: Database): Database {
  return {
    ...database,
    async listen(channel, handlers) {
      if (channel !== SESSION_SUBJECT_CHANNEL) return database.listen(channel, handlers);
      handlers.onListening();
      return { async close() {} };
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const clock = new ManualClock(options.now ?? new Date('2026-11-22T10:00:00Z'));
  const mail = new MemoryTransport();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'mb-files-'));
  const app = await buildApp({
    storage: new LocalFileStorage(filesDir),
    config: testConfig(options.env),
    database: options.withholdSessionNotifications
      ? withoutSessionNotifications(testDb.database)
      : testDb.database,
    clock,
    mailTransport: options.mailTransport ?? mail,
    logger: false,
  });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
    await rm(filesDir, { recursive: true, force: true });
  });
  return { app, clock, mail, testDb, filesDir };
}
