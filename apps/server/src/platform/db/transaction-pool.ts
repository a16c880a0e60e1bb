import type pg from 'pg';

type Connect = pg.Pool['connect'];

/**
 * Drizzle (node-postgres, 0.45) sends `BEGIN` outside its try/finally, so a connection that dies at `BEGIN`
 * is never released and the pool shrinks for good. The first statement on a checked-out client, when it is
 * `BEGIN` and fails, releases the client as broken.
 */
export function releaseClientsWhenBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return connect()!.then(guardFirstBegin);
  }) as Connect;
}

function guardFirstBegin(client: pg.PoolClient): pg.PoolClient {
  const isOwn = Object.hasOwn(client, 'query');
  const query = client.query;
  const guarded = function (this: pg.PoolClient, ...args: unknown[]) {
    // Back to what was there: the prototype's, unless the client had its own.
    if (isOwn) client.query = query;
    else delete (client as { query?: unknown }).query;
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
