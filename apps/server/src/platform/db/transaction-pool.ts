import type pg from 'pg';

type Connect = pg.Pool['connect'];

/**
 * Makes Drizzle's transactions give their connection back when `BEGIN` fails.
 *
 * Drizzle (node-postgres, 0.45) checks a client out of the pool, sends `BEGIN` outside its try/finally,
 * and releases the client only inside it: when the connection dies right at `BEGIN` (a database restart
 * catches a pooled client whose socket is already gone), the client is never released. Each such loss
 * shrinks the pool for good, until every request waits for a connection that never comes, long after the
 * database is back, and `pool.end()` hangs. Here the first statement on an explicitly checked-out client,
 * when it is `BEGIN` and fails, releases the client (as broken) before the error goes on to Drizzle.
 * `pool.query` (callback form) and other users of `connect()` are left as they are.
 */
export function releaseClientsWhenBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return connect()!.then(guardFirstBegin);
  }) as Connect;
}

function guardFirstBegin(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  const guarded = function (this: pg.PoolClient, ...args: unknown[]) {
    client.query = query;
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
  client.query = guarded as typeof client.query;
  return client;
}
