import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFilledDataDir,
  fileDigests,
  pgliteDigests,
  type TableDigest,
} from '../../../test/backup-fixtures';
import { createBackup } from './backup';
import { dataPaths } from './backup-layout';
import { migrationCount } from './backup-migrations';
import { restoreBackup } from './backup-restore';

describe('backup and restore of the embedded database', { timeout: 60_000 }, () => {
  let root: string;
  let source: ReturnType<typeof dataPaths>;
  let archive: string;
  let sourceTables: Record<string, TableDigest>;
  let sourceFiles: Record<string, string>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'mb-backup-'));
    await createFilledDataDir(path.join(root, 'source'));
    source = dataPaths(path.join(root, 'source'));
    sourceTables = await pgliteDigests(source.pglite);
    sourceFiles = await fileDigests(source.files);
    archive = path.join(root, 'archives', 'campus.tar.gz');
  }, 120_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips every table row for row and every stored file byte for byte', async () => {
    expect(sourceTables['public.users']!.rows).toBeGreaterThan(5);
    expect(sourceTables['drizzle.__drizzle_migrations']!.rows).toBe(migrationCount());
    expect(Object.values(sourceTables).filter((table) => table.rows > 0).length).toBeGreaterThan(10);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(1);

    const backup = await createBackup({
      dataDir: path.dirname(source.pglite),
      file: archive,
      includeFiles: true,
    });
    expect(backup).toMatchObject({ file: archive, migrations: migrationCount() });
    expect(backup.files).toBe(Object.keys(sourceFiles).length);
    expect(existsSync(`${archive}.partial`)).toBe(false);
    await expect(
      createBackup({ dataDir: path.dirname(source.pglite), file: archive, includeFiles: true }),
    ).rejects.toThrow(/already exists: choose another --file/);

    const target = path.join(root, 'restored');
    const restored = await restoreBackup({
      dataDir: target,
      file: archive,
      force: false,
      includeFiles: true,
    });
    expect(restored).toEqual({
      migrations: migrationCount(),
      migrationsApplied: 0,
      files: backup.files,
      filesSkipped: 0,
      movedAside: [],
    });
    const copy = dataPaths(target);
    expect(await pgliteDigests(copy.pglite)).toEqual(sourceTables);
    expect(await fileDigests(copy.files)).toEqual(sourceFiles);
    expect((await readdir(target)).sort()).toEqual(['files', 'pglite']);
    expect(existsSync(path.join(copy.pglite, 'postmaster.pid'))).toBe(false);

    const client = new PGlite({ dataDir: copy.pglite, extensions: { btree_gist, pg_trgm } });
    await client.exec(`update users set name = name || '.' where email = 'admin@mentorbridge.demo'`);
    await client.close();
    const changed = await pgliteDigests(copy.pglite);
    expect(changed['public.users']).not.toEqual(sourceTables['public.users']);
    expect({ ...changed, 'public.users': sourceTables['public.users'] }).toEqual(sourceTables);
  });

  it('refuses to touch a database a running server holds', async () => {
    const server = new PGlite({ dataDir: source.pglite });
    await server.waitReady;
    try {
      const dataDir = path.dirname(source.pglite);
      const file = path.join(root, 'while-running.tar.gz');
      await expect(createBackup({ dataDir, file, includeFiles: true })).rejects.toThrow(
        /stop the server first/,
      );
      expect(existsSync(file)).toBe(false);
      await expect(
        restoreBackup({ dataDir, file: archive, force: true, includeFiles: true }),
      ).rejects.toThrow(/stop the server first/);
    } finally {
      await server.close();
    }
  });

  it('replaces existing data only with --force, moving it aside', async () => {
    const target = path.join(root, 'existing');
    await restoreBackup({ dataDir: target, file: archive, force: false, includeFiles: true });
    await expect(
      restoreBackup({ dataDir: target, file: archive, force: false, includeFiles: true }),
    ).rejects.toThrow(/already hold data\. Pass --force/);

    const replaced = await restoreBackup({ dataDir: target, file: archive, force: true, includeFiles: true });
    expect(replaced.movedAside).toHaveLength(2);
    const [oldDatabase, oldFiles] = replaced.movedAside;
    expect(oldDatabase).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
    expect(oldFiles).toMatch(/files\.before-restore-\d{8}T\d{6}Z$/);
    expect(existsSync(path.join(oldDatabase!, 'PG_VERSION'))).toBe(true);
    expect(await fileDigests(oldFiles!)).toEqual(sourceFiles);
    expect(await pgliteDigests(dataPaths(target).pglite)).toEqual(sourceTables);
  });

  it('restores only the database when the store is not local, and says how many files it left', async () => {
    const target = path.join(root, 'bucket-store');
    const restored = await restoreBackup({
      dataDir: target,
      file: archive,
      force: false,
      includeFiles: false,
    });
    expect(restored.files).toBeNull();
    expect(restored.filesSkipped).toBe(Object.keys(sourceFiles).length);
    expect(existsSync(dataPaths(target).files)).toBe(false);
  });

  it('rejects a damaged or foreign archive and leaves the data folder as it was', async () => {
    const target = path.join(root, 'untouched');
    const truncated = path.join(root, 'truncated.tar.gz');
    await writeFile(truncated, await readFile(archive));
    await truncate(truncated, Math.floor((await readFile(archive)).length / 2));
    await expect(
      restoreBackup({ dataDir: target, file: truncated, force: false, includeFiles: true }),
    ).rejects.toThrow(/is not a MentorBridge backup or is damaged/);

    const foreign = path.join(root, 'notes.tar.gz');
    await writeFile(foreign, 'not an archive');
    await expect(
      restoreBackup({ dataDir: target, file: foreign, force: false, includeFiles: true }),
    ).rejects.toThrow(/is not a MentorBridge backup or is damaged/);
    await expect(
      restoreBackup({
        dataDir: target,
        file: path.join(root, 'missing.tar.gz'),
        force: false,
        includeFiles: true,
      }),
    ).rejects.toThrow(/There is no backup at/);
    expect(existsSync(target) ? await readdir(target) : []).toEqual([]);
  });

  it('says there is nothing to back up in an empty data folder', async () => {
    const dataDir = path.join(root, 'empty');
    await expect(
      createBackup({ dataDir, file: path.join(root, 'empty.tar.gz'), includeFiles: true }),
    ).rejects.toThrow(/There is no database in/);
  });
});
