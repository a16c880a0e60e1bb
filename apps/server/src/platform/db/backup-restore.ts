import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { STORAGE_KEY_PATTERN } from '../storage/storage';
import {
  assertNotInUse,
  BackupError,
  type BackupManifest,
  DATABASE_ENTRY,
  dataPaths,
  FILES_PREFIX,
  hasDatabase,
  isNonEmptyFolder,
  MANIFEST_ENTRY,
  timestamp,
} from './backup-layout';
import { checkKnownMigrations, countMigrations, migrationCount } from './backup-migrations';
import { readTar, TarFormatError } from './backup-tar';
import { MIGRATIONS_DIR } from './database';

export interface RestoreOptions {
  dataDir: string;
  file: string;
  force: boolean;
  includeFiles: boolean;
}

export interface RestoreResult {
  migrations: number;
  migrationsApplied: number;
  files: number | null;
  filesSkipped: number;
  movedAside: string[];
}

/**
 * Unpacks into folders beside the live ones, opens and migrates the database there, and only then swaps
 * them in: a bad archive or a failed check leaves the current data untouched.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const paths = dataPaths(options.dataDir);
  if (!existsSync(options.file)) throw new BackupError(`There is no backup at ${options.file}.`);
  assertNotInUse(paths.pglite);
  const existing = [
    ...(hasDatabase(paths.pglite) ? [paths.pglite] : []),
    ...(options.includeFiles && (await isNonEmptyFolder(paths.files)) ? [paths.files] : []),
  ];
  if (existing.length > 0 && !options.force) {
    throw new BackupError(
      `${existing.join(' and ')} already hold data. Pass --force to replace it ` +
        '(the current folders are moved aside, not deleted).',
    );
  }

  const stamp = timestamp(new Date());
  const staging = {
    pglite: `${paths.pglite}.restoring-${stamp}`,
    files: `${paths.files}.restoring-${stamp}`,
  };
  try {
    await mkdir(staging.files, { recursive: true });
    const archive = await unpack(options.file, options.includeFiles ? staging.files : null);
    const database = await loadDatabase(staging.pglite, archive.database);
    const movedAside: string[] = [];
    const swapIn = async (target: string, staged: string) => {
      if (await isNonEmptyFolder(target)) {
        const aside = `${target}.before-restore-${stamp}`;
        await rename(target, aside);
        movedAside.push(aside);
      } else {
        await rm(target, { recursive: true, force: true });
      }
      await rename(staged, target);
    };
    await swapIn(paths.pglite, staging.pglite);
    const restoresFiles = options.includeFiles && archive.manifest.files !== null;
    if (restoresFiles) await swapIn(paths.files, staging.files);
    return {
      ...database,
      files: restoresFiles ? archive.files : null,
      filesSkipped: archive.skipped,
      movedAside,
    };
  } finally {
    await rm(staging.pglite, { recursive: true, force: true });
    await rm(staging.files, { recursive: true, force: true });
  }
}

interface Unpacked {
  manifest: BackupManifest;
  database: Buffer;
  files: number;
  skipped: number;
}

async function unpack(file: string, filesDir: string | null): Promise<Unpacked> {
  let manifest: BackupManifest | undefined;
  let database: Buffer | undefined;
  let files = 0;
  let skipped = 0;
  try {
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const entry of readTar(source)) {
        const key = entry.name.slice(FILES_PREFIX.length);
        if (!manifest) {
          manifest = parseManifest(entry.name === MANIFEST_ENTRY ? await collect(entry.body) : undefined);
        } else if (entry.name === DATABASE_ENTRY) {
          database = await collect(entry.body);
        } else if (entry.name.startsWith(FILES_PREFIX) && STORAGE_KEY_PATTERN.test(key)) {
          // The key pattern also keeps a crafted archive from writing outside the store.
          if (!filesDir) {
            skipped++;
            continue;
          }
          const target = path.join(filesDir, key);
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(entry.body, createWriteStream(target));
          files++;
        } else {
          throw new TarFormatError(`unexpected entry ${entry.name}`);
        }
      }
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a MentorBridge backup or is damaged (${reason}).`);
  }
  if (!manifest || !database) throw new BackupError(`${file} is incomplete: it holds no database.`);
  if (manifest.files !== null && files + skipped !== manifest.files) {
    throw new BackupError(
      `${file} is incomplete: ${manifest.files} files expected, ${files + skipped} found.`,
    );
  }
  return { manifest, database, files, skipped };
}

function parseManifest(bytes: Buffer | undefined): BackupManifest {
  const manifest = bytes ? (JSON.parse(bytes.toString('utf8')) as Partial<BackupManifest>) : undefined;
  if (manifest?.format !== 'mentorbridge-backup' || manifest.version !== 1) {
    throw new BackupError('This file is not a MentorBridge backup (or was made by a newer version).');
  }
  return manifest as BackupManifest;
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function loadDatabase(dir: string, dump: Buffer) {
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: new Blob([dump], { type: 'application/x-tar' }),
    extensions: { btree_gist, pg_trgm },
  });
  try {
    await client.waitReady;
    await checkKnownMigrations(client);
    const before = await countMigrations(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const migrations = await countMigrations(client);
    if (migrations !== migrationCount()) {
      throw new BackupError(`The restored database has ${migrations} of ${migrationCount()} migrations.`);
    }
    return { migrations, migrationsApplied: migrations - before };
  } finally {
    await client.close();
  }
}
