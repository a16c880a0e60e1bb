import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { BackupError } from './backup-layout';
import { MIGRATIONS_DIR } from './database';

/** Refuses a database with migrations this version lacks: the server would run against an unknown schema. */
export async function checkKnownMigrations(client: PGlite): Promise<void> {
  const table = await client.query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return;
  const applied = await client.query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations',
  );
  const known = new Set(
    readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((migration) =>
      String(migration.folderMillis),
    ),
  );
  const unknown = applied.rows.filter((row) => !known.has(row.created_at));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup's database has ${unknown.length} migration(s) this version does not know: ` +
        'it was made by a newer MentorBridge. Restore it with that version.',
    );
  }
}

export function migrationCount(): number {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
}

export async function countMigrations(client: PGlite): Promise<number> {
  const table = await client.query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return 0;
  const result = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return result.rows[0]?.count ?? 0;
}
