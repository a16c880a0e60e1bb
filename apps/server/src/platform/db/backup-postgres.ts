/** PostgreSQL's own tools back it up better, so the command prints them; the URL stays in the environment. */
export function postgresInstructions(
  command: 'backup' | 'restore',
  options: {
    stamp: string;
    file?: string;
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

function quote(value: string): string {
  return /^[\w./:@%+=-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
