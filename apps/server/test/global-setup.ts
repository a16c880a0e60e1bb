import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `mb_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplateDb', name);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'mb_test_${process.pid}_%' or datname = $1`,
        [name],
      );
      for (const row of leftovers.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const root = await mkdtemp(path.join(tmpdir(), 'mb-pglite-template-'));
  const dir = path.join(root, 'db');
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplateDb', '');
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
