import { createHash, randomBytes } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/platform/clock';
import { dataPaths } from '../src/platform/db/backup-layout';
import { type Database, openDatabase } from '../src/platform/db/database';
import { LocalFileStorage } from '../src/platform/storage/local-storage';
import { newStorageKey } from '../src/platform/storage/storage';
import { seedDemoData } from '../src/seed/seed';
import { MemoryTransport, testConfig } from './test-app';

/** Seeded unless `seed` is false, plus one more file with every byte value. */
export async function createFilledDataDir(dataDir: string, { seed = true } = {}): Promise<void> {
  const paths = dataPaths(dataDir);
  const template = inject('pgliteTemplateDir');
  if (template) await cp(template, paths.pglite, { recursive: true });
  const database = await openDatabase({ pgliteDir: paths.pglite });
  await database.migrate();
  if (seed) await seedInto(database, paths.files);
  else await storeExtraFile(paths.files);
  await database.close();
}

export async function seedInto(database: Database, filesDir: string): Promise<void> {
  const app = await buildApp({
    config: testConfig(),
    database,
    storage: new LocalFileStorage(filesDir),
    clock: new ManualClock(new Date('2026-11-22T10:00:00Z')),
    mailTransport: new MemoryTransport(),
    logger: false,
  });
  await app.ready();
  await seedDemoData(app.ctx);
  await app.close();
  await storeExtraFile(filesDir);
}

async function storeExtraFile(filesDir: string): Promise<void> {
  const bytes = Buffer.concat([randomBytes(3000), allByteValues()]);
  await new LocalFileStorage(filesDir).put(newStorageKey('resources', 'pdf'), bytes);
}

function allByteValues(): Buffer {
  return Buffer.from(Array.from({ length: 256 }, (_, index) => index));
}

interface Queryable {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

export interface TableDigest {
  rows: number;
  digest: string;
}

/** Rows' text digested in sorted order, so equal digests mean equal rows whatever order a copy stores them. */
export async function tableDigests(client: Queryable): Promise<Record<string, TableDigest>> {
  const tables = (await client.query(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: Array<{ name: string }> };
  const digests: Record<string, TableDigest> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.');
    const result = (await client.query(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest
         from "${schema}"."${table}" t`,
    )) as { rows: TableDigest[] };
    digests[name] = result.rows[0]!;
  }
  return digests;
}

export async function fileDigests(filesDir: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const entry of await readdir(filesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(filesDir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return digests;
}

export async function pgliteDigests(pgliteDir: string): Promise<Record<string, TableDigest>> {
  const client = new PGlite({ dataDir: pgliteDir, extensions: { btree_gist, pg_trgm } });
  try {
    return await tableDigests(client);
  } finally {
    await client.close();
  }
}
