import pg from 'pg';
import { expect, vi } from 'vitest';
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
  return (await sentStatementTextsOf(run)).length;
}

/** The statements `run` sent between its first BEGIN and the COMMIT after it (PostgreSQL only). */
export async function transactionStatementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const texts = await sentStatementTextsOf(run);
  const begin = texts.findIndex((text) => /^begin/i.test(text));
  const commit = texts.findIndex((text, index) => index > begin && /^commit/i.test(text));
  expect(begin, 'a transaction began').toBeGreaterThanOrEqual(0);
  expect(commit, 'the transaction committed').toBeGreaterThan(begin);
  return texts.slice(begin + 1, commit);
}

/** As `sentStatementsOf`, each statement's text. */
export async function sentStatementTextsOf(run: () => Promise<unknown>): Promise<string[]> {
  const queries = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return queries.mock.calls.map(([first]) =>
      typeof first === 'string' ? first : String((first as { text?: unknown }).text),
    );
  } finally {
    queries.mockRestore();
  }
}

/**
 * Runs `read` with `change` committed and heard just after the first load of a kept answer was answered: a
 * load that a change overtook, whose answer may be stale but must not be kept. The session's own statement
 * (its subject is kept 30 s, so a slow run reloads it) is not the read's: it is left alone.
 */
export async function readWithChangeMidway(
  app: AppInstance,
  change: () => Promise<unknown>,
  read: () => Promise<unknown>,
) {
  const cache = app.ctx.cache;
  const cached = cache.cached.bind(cache);
  let changed = false;
  const overtaken = vi.spyOn(cache, 'cached').mockImplementation((tables, key, load, keep) =>
    cached(
      tables,
      key,
      async () => {
        const answer = await load();
        if (!changed) {
          changed = true;
          await change();
          await cache.settled();
        }
        return answer;
      },
      keep,
    ),
  );
  try {
    await read();
  } finally {
    overtaken.mockRestore();
  }
  expect(changed, 'the read loaded a kept answer').toBe(true);
}
