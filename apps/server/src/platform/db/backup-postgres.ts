/**
 * With DATABASE_URL the data lives in a PostgreSQL server, whose own tools back it up better than this
 * command could (a consistent snapshot while it runs, any size): the command prints them rather than
 * running them. The URL stays in the environment, so no password is printed.
 */
export function postgresInstructions(
  command: 'backup' | 'restore',
  options: {
    stamp: string;
    file?: string;
    /** DATA_DIR when the file store is local (it needs a backup of its own); null with S3. */
    localFilesIn: string | null;
  },
): string {
  const files = options.localFilesIn === null ? null : quote(options.localFilesIn);
  const lines =
    command === 'backup'
      ? [
          'DATABASE_URL is set: back up PostgreSQL with pg_dump (custom format; the server may keep running):',
          '',
          `  pg_dump --format=custom --no-owner --file=${quote(options.file ?? `mentorbridge-${options.stamp}.dump`)} "$DATABASE_URL"`,
          ...(files
            ? [
                '',
                'and the local file store (STORAGE_DRIVER=local):',
                '',
                `  tar -czf mentorbridge-files-${options.stamp}.tar.gz -C ${files} files`,
              ]
            : []),
        ]
      : [
          'DATABASE_URL is set: stop every server instance, then restore PostgreSQL with pg_restore',
          '(it replaces the tables of the database DATABASE_URL names, in one transaction):',
          '',
          `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${quote(options.file ?? 'mentorbridge-<timestamp>.dump')}`,
          ...(files
            ? [
                '',
                'and the local file store (STORAGE_DRIVER=local):',
                '',
                `  tar -xzf mentorbridge-files-<timestamp>.tar.gz -C ${files}`,
              ]
            : []),
        ];
  return `${lines.join('\n')}\n`;
}

/** Single quotes for a POSIX shell, only when needed. */
function quote(value: string): string {
  return /^[\w./:@%+=-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
