import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFilledDataDir,
  fileDigests,
  pgliteDigests,
  seedInto,
  type TableDigest,
  tableDigests,
} from '../../../test/backup-fixtures';
import { createTestDatabase } from '../../../test/test-database';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return run('npx', ['tsx', 'apps/server/src/backup-cli.ts', ...args], REPO_ROOT, env);
}

/** The npm script itself, typed in another folder (npm hands that folder over as INIT_CWD). */
function runNpmScript(script: string, args: string[], cwd: string, env: Record<string, string>) {
  return run('npm', ['run', '--silent', '--prefix', REPO_ROOT, script, '--', ...args], cwd, env);
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    const fullEnv = { ...process.env, DATABASE_URL: '', STORAGE_DRIVER: 'local', ...env };
    execFile(command, args, { cwd, env: fullEnv }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

function sh(command: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('npm run db:backup / db:restore', { timeout: 120_000 }, () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'mb-backup-cli-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('backs up into DATA_DIR/backups and restores into a new DATA_DIR, refusing to overwrite it', async () => {
    const source = path.join(root, 'source');
    await createFilledDataDir(source, { seed: false });

    const backup = await runCli(['backup'], { DATA_DIR: source });
    expect(backup.stdout).toMatch(/^Backed up .*: the database \(\d+ migrations\) and \d+ files\n/);
    expect(backup.code).toBe(0);
    const [archive, ...others] = await readdir(path.join(source, 'backups'));
    expect(archive).toMatch(/^mentorbridge-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(others).toEqual([]);

    // `npm run` runs the script from the repository root; --file is still read from where it was typed.
    const target = path.join(root, 'target');
    const file = path.relative(root, path.join(source, 'backups', archive!));
    const restore = await runNpmScript('db:restore', ['--file', file], root, { DATA_DIR: target });
    expect(restore.stdout).toContain('database: opens, migrations current');
    expect(restore.code).toBe(0);
    expect(await pgliteDigests(path.join(target, 'pglite'))).toEqual(
      await pgliteDigests(path.join(source, 'pglite')),
    );
    expect(await fileDigests(path.join(target, 'files'))).toEqual(
      await fileDigests(path.join(source, 'files')),
    );

    const again = await runNpmScript('db:restore', ['--file', file], root, { DATA_DIR: target });
    expect(again.stderr).toContain('already hold data. Pass --force to replace it');
    expect(again.code).toBe(1);
  });

  it('explains its usage, and prints the pg_dump / pg_restore commands (never the password) with DATABASE_URL', async () => {
    const env = { DATABASE_URL: 'postgres://mentor:s3cret@db.example:5432/mb', DATA_DIR: '/srv/mb' };
    const [usage, backup, restore] = await Promise.all([
      runCli(['restore'], { DATA_DIR: path.join(root, 'unused') }),
      runCli(['backup', '--file', 'campus.dump'], env),
      runCli(['restore', '--file', 'campus.dump'], { ...env, STORAGE_DRIVER: 's3', S3_BUCKET: 'mb-files' }),
    ]);
    expect(usage.stderr).toContain('restore needs --file');
    expect(usage.stderr).toContain('npm run db:restore -- --file');
    expect(usage.code).toBe(2);

    expect(backup.stdout).toContain(
      '  pg_dump --format=custom --no-owner --file=campus.dump "$DATABASE_URL"\n',
    );
    expect(backup.stdout).toContain('  tar -czf mentorbridge-files-');
    expect(backup.code).toBe(2);
    expect(restore.stdout).toContain(
      '  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" campus.dump\n',
    );
    expect(restore.stdout).not.toContain('tar ');
    expect(restore.code).toBe(2);
    expect(backup.stdout + restore.stdout).not.toContain('s3cret');
  });

  // The printed commands, run as printed against the real server (TEST_DATABASE_URL and pg_dump present).
  it.runIf(process.env.TEST_DATABASE_URL && spawnSync('pg_dump', ['--version']).status === 0)(
    'the printed PostgreSQL commands round-trip every table',
    async () => {
      const testDb = await createTestDatabase();
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const copyName = `mb_restore_${process.pid}_${Date.now()}`;
      const copyUrl = Object.assign(new URL(serverUrl), { pathname: `/${copyName}` }).toString();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await seedInto(testDb.database, path.join(root, 'pg-files'));
        const file = path.join(root, 'campus.dump');
        const dumpCommand = commandLine(
          (await runCli(['backup', '--file', file], { DATABASE_URL: testDb.url! })).stdout,
        );
        expect(await sh(dumpCommand, { DATABASE_URL: testDb.url! })).toMatchObject({ code: 0 });

        await admin.query(`create database ${copyName}`);
        const restoreOutput = (await runCli(['restore', '--file', file], { DATABASE_URL: copyUrl })).stdout;
        expect(await sh(commandLine(restoreOutput), { DATABASE_URL: copyUrl })).toMatchObject({ code: 0 });

        const original = await digestsOf(testDb.url!);
        expect(original['public.users']!.rows).toBeGreaterThan(5);
        expect(await digestsOf(copyUrl)).toEqual(original);
      } finally {
        await testDb.destroy();
        await admin.query(`drop database if exists ${copyName} with (force)`);
        await admin.end();
      }
    },
  );
});

function commandLine(output: string): string {
  const line = output.split('\n').find((candidate) => /^ {2}pg_(dump|restore) /.test(candidate));
  if (!line) throw new Error(`no command in: ${output}`);
  return line.trim();
}

async function digestsOf(url: string): Promise<Record<string, TableDigest>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableDigests(client);
  } finally {
    await client.end();
  }
}
