import pg from 'pg';
import { vi } from 'vitest';
import type { AppInstance } from '../src/platform/context';

type QueryClient = { query: (...args: unknown[]) => unknown };

export function clientOf(app: AppInstance): QueryClient {
  return (app.ctx.db as unknown as { $client: QueryClient }).$client;
}

export async function statementsOf(app: AppInstance, read: () => Promise<unknown>): Promise<number> {
  return (await statementTextsOf(app, read)).length;
}

/** The text of each statement `read` sent through the app's pool (PGlite: outside transactions). */
export async function statementTextsOf(app: AppInstance, read: () => Promise<unknown>): Promise<string[]> {
  const queries = vi.spyOn(clientOf(app), 'query');
  try {
    await read();
    return queries.mock.calls.map(([first]) =>
      typeof first === 'string' ? first : String((first as { text?: unknown }).text),
    );
  } finally {
    queries.mockRestore();
  }
}

/**
 * Every statement node-postgres sends while `run` runs, on any connection: a transaction's, BEGIN and
 * COMMIT included, and the listener's. PostgreSQL only (PGlite runs a transaction's statements elsewhere).
 */
export async function sentStatementsOf(run: () => Promise<unknown>): Promise<number> {
  const queries = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return queries.mock.calls.length;
  } finally {
    queries.mockRestore();
  }
}

/**
 * Runs `read` with `change` committed and heard just after the read's first statement was answered: a load
 * that a change overtook, whose answer may be stale but must not be kept.
 */
export async function readWithChangeMidway(
  app: AppInstance,
  change: () => Promise<unknown>,
  read: () => Promise<unknown>,
) {
  const client = clientOf(app);
  const query = client.query;
  const overtaken = vi.spyOn(client, 'query').mockImplementationOnce(async (...args: unknown[]) => {
    const answer = await Reflect.apply(query, client, args);
    await change();
    await app.ctx.cache.settled();
    return answer;
  });
  try {
    await read();
  } finally {
    overtaken.mockRestore();
  }
}
