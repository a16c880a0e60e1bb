import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { createBackup } from './platform/db/backup';
import { BackupError, timestamp } from './platform/db/backup-layout';
import { postgresInstructions } from './platform/db/backup-postgres';
import { restoreBackup } from './platform/db/backup-restore';

const USAGE = `Usage (from the repository root, with the server stopped):
  npm run db:backup [-- --file <archive.tar.gz>]
  npm run db:restore -- --file <archive.tar.gz> [--force]
Exit status: 0 done, 1 refused or failed, 2 wrong usage or DATABASE_URL set (the commands to run are printed).
`;

/** Where the user typed the command: npm runs scripts from the repository root, and says so in INIT_CWD. */
const CALLER_DIR = process.env.INIT_CWD ?? process.cwd();
/** `npm start` runs the server from apps/server, so a relative DATA_DIR must mean the same folder here. */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

async function run(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parseCommand>;
  try {
    args = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const file = args.file === undefined ? undefined : path.resolve(CALLER_DIR, args.file);
  process.chdir(SERVER_DIR);
  // These commands sign nothing: a stand-in secret keeps loadConfig from writing or demanding one.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) });
  const dataDir = path.resolve(config.DATA_DIR);
  const includeFiles = config.STORAGE_DRIVER === 'local';
  const stamp = timestamp(new Date());

  if (config.DATABASE_URL) {
    const localFilesIn = includeFiles ? dataDir : null;
    process.stdout.write(postgresInstructions(args.command, { stamp, file: args.file, localFilesIn }));
    return 2;
  }

  if (args.command === 'backup') {
    const target = file ?? path.join(dataDir, 'backups', `mentorbridge-${stamp}.tar.gz`);
    const result = await createBackup({ dataDir, file: target, includeFiles });
    const files = result.files === null ? 'no files (STORAGE_DRIVER=s3)' : `${result.files} files`;
    process.stdout.write(
      `Backed up ${dataDir}: the database (${result.migrations} migrations) and ${files}\n` +
        `  -> ${result.file} (${formatBytes(result.bytes)})\n`,
    );
    return 0;
  }

  const result = await restoreBackup({ dataDir, file: file!, force: args.force, includeFiles });
  const lines = [
    `Restored ${file} into ${dataDir}.`,
    `  database: opens, migrations current (${result.migrations}, ${result.migrationsApplied} applied now)`,
    `  files: ${result.files === null ? 'none restored' : result.files}`,
    ...(result.filesSkipped > 0
      ? [`  ${result.filesSkipped} files in the archive were not restored: STORAGE_DRIVER is not local`]
      : []),
    ...result.movedAside.map((folder) => `  the previous data was moved to ${folder}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

function parseCommand(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { file: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, ...extra] = positionals;
  if ((command !== 'backup' && command !== 'restore') || extra.length > 0) {
    throw new Error(`Unknown command: ${positionals.join(' ') || '(none)'}`);
  }
  if (command === 'restore' && !values.file) throw new Error('restore needs --file <archive.tar.gz>');
  return { command, file: values.file, force: values.force ?? false } as const;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    const message = error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : error;
    process.stderr.write(`${String(message)}\n`);
    process.exitCode = 1;
  },
);
