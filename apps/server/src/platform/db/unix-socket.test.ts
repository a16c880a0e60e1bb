import { existsSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from './database';

/**
 * PostgreSQL on the same machine is reached through its Unix socket when `DATABASE_URL` names the socket's
 * folder as the host (docs/operations.md): each statement then skips loopback TCP on both ends. Runs where the
 * test server on 127.0.0.1 also listens on the usual Debian socket.
 */
const tcpUrl = process.env.TEST_DATABASE_URL;
const SOCKET_DIR = '/var/run/postgresql';

function socketUrlOf(url: string): string | undefined {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(parsed.hostname)) return undefined;
  const port = parsed.port || '5432';
  if (!existsSync(`${SOCKET_DIR}/.s.PGSQL.${port}`)) return undefined;
  const user = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@` : '';
  return `postgresql://${user}${encodeURIComponent(SOCKET_DIR)}:${port}${parsed.pathname}`;
}

const socketUrl = tcpUrl ? socketUrlOf(tcpUrl) : undefined;

describe.skipIf(!socketUrl)('PostgreSQL through its Unix socket', () => {
  let database: Database;

  beforeAll(async () => {
    // One connection, so the statement and the look at its prepared statements meet on the same backend.
    database = await openDatabase({ databaseUrl: socketUrl, poolSize: 1 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is a DATABASE_URL the configuration accepts', () => {
    expect(loadConfig({ DATABASE_URL: socketUrl }).DATABASE_URL).toBe(socketUrl);
  });

  it('connects through the socket, its statements with parameters kept prepared as over TCP', async () => {
    await database.ping();
    const rowsOf = async <Row>(query: SQL) =>
      ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const probe = sql`select inet_client_addr()::text as address, ${41}::int + 1 as n`;
    // No client address: the connection is not TCP.
    expect(await rowsOf(probe)).toEqual([{ address: null, n: 42 }]);
    const kept = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements
        where left(name, 5) = 'kept_' and statement like 'select inet_client_addr()%'`,
    );
    expect(kept).toEqual([{ n: 1 }]);
  });

  it('hears notifications on its listening connection', async () => {
    const heard: string[] = [];
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => {
      listening = resolve;
    });
    const subscription = await database.listen('socket_test', {
      onNotification: (payload) => heard.push(payload),
      onListening: () => listening(),
      onLost: () => {},
    });
    await ready;
    await database.db.execute(sql`select pg_notify('socket_test', 'over the socket')`);
    await expect.poll(() => heard).toEqual(['over the socket']);
    await subscription.close();
  });
});
