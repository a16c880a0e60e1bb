import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/database';

export interface TestDatabase {
  database: Database;
  url?: string;
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplateDb');
  if (serverUrl && template) {
    const name = `mb_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    return {
      database,
      url: url.toString(),
      async destroy() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }

  const root = await mkdtemp(path.join(tmpdir(), 'mb-pglite-test-'));
  const dir = path.join(root, 'db');
  await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  return {
    database,
    async destroy() {
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
