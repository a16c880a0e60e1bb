import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  assertNotInUse,
  BackupError,
  type BackupManifest,
  DATABASE_ENTRY,
  dataPaths,
  FILES_PREFIX,
  hasDatabase,
  listStoredFiles,
  MANIFEST_ENTRY,
} from './backup-layout';
import { countMigrations } from './backup-migrations';
import { type TarEntryIn, writeTar } from './backup-tar';

export interface BackupOptions {
  dataDir: string;
  file: string;
  includeFiles: boolean;
}

export interface BackupResult {
  file: string;
  bytes: number;
  migrations: number;
  files: number | null;
}

/** The server must be stopped. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const paths = dataPaths(options.dataDir);
  if (!hasDatabase(paths.pglite))
    throw new BackupError(`There is no database in ${paths.pglite} to back up.`);
  assertNotInUse(paths.pglite);
  if (existsSync(options.file))
    throw new BackupError(`${options.file} already exists: choose another --file.`);
  const files = options.includeFiles ? await listStoredFiles(paths.files) : null;
  const { dump, migrations } = await dumpPglite(paths.pglite);
  const manifest: BackupManifest = {
    format: 'mentorbridge-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    migrations,
    files: files?.length ?? null,
  };

  function* entries(): Generator<TarEntryIn> {
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield { name: MANIFEST_ENTRY, size: json.length, body: json };
    yield { name: DATABASE_ENTRY, size: dump.length, body: dump };
    for (const file of files ?? []) {
      yield {
        name: FILES_PREFIX + file.key,
        size: file.size,
        body: createReadStream(path.join(paths.files, file.key)),
      };
    }
  }

  await mkdir(path.dirname(options.file), { recursive: true });
  // Written beside the target and renamed when complete: a failed backup never looks like a good one.
  const partial = `${options.file}.partial`;
  try {
    await pipeline(
      Readable.from(writeTar(entries())),
      createGzip(),
      createWriteStream(partial, { flush: true }),
    );
    await rename(partial, options.file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file: options.file, bytes: (await stat(options.file)).size, migrations, files: manifest.files };
}

async function dumpPglite(dir: string): Promise<{ dump: Buffer; migrations: number }> {
  const client = new PGlite({ dataDir: dir, extensions: { btree_gist, pg_trgm } });
  try {
    await client.waitReady;
    const migrations = await countMigrations(client);
    await client.exec('checkpoint');
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    return { dump, migrations };
  } finally {
    await client.close();
  }
}
