import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type NotificationHandlers, type NotificationSubscription, PostgresListener } from './notifications';
import { StatementCachingClient } from './statement-cache';
import { releaseClientsWhenBeginFails } from './transaction-pool';

export type Db = PgDatabase<PgQueryResultHKT>;

export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  migrate(): Promise<void>;
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription>;
  /** Resolves once the notifications of every transaction committed before the call have been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** The same on every instance: it serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 724_061_921;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 20)
    : openPglite(options.pgliteDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Loaded only when used: a server on PostgreSQL never pays for the WebAssembly database.
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite({ dataDir, extensions: { btree_gist, pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    async listen(channel, handlers) {
      // In-process: the database cannot go away under the listener, so it never reports a loss.
      const unlisten = await client.listen(channel, handlers.onNotification);
      handlers.onListening();
      return {
        async close() {
          if (!client.closed) await unlisten();
        },
      };
    },
    // Delivered in-process while the committing statement is answered.
    async settled() {},
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // No JIT: the reads are short, and a plan whose estimate crosses jit_above_cost spends ~200 ms compiling.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off',
    Client: StatementCachingClient,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one: a connection lost between two statements of a transaction would be an unhandled
  // 'error' event; the next statement fails instead (a 503) and the pool drops the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  releaseClientsWhenBeginFails(pool);
  const db = drizzleNodePg(pool) as unknown as Db;
  const listener = new PostgresListener(connectionString);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen(channel, handlers) {
      return listener.listen(channel, handlers);
    },
    settled() {
      return listener.settled();
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** True when an error means the database cannot be reached (answered with 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08')) return true;
    if (
      /PGlite is closed|Connection terminated|connection timeout|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

export async function isEmptyTable(db: Db, table: string): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from ${sql.identifier(table)}) as present`);
  const rows = (result as unknown as { rows: Array<{ present: boolean }> }).rows;
  return !rows[0]?.present;
}
