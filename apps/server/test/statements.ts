import { vi } from 'vitest';
import type { AppInstance } from '../src/platform/context';

type QueryClient = { query: (...args: unknown[]) => unknown };

export function clientOf(app: AppInstance): QueryClient {
  return (app.ctx.db as unknown as { $client: QueryClient }).$client;
}

export async function statementsOf(app: AppInstance, read: () => Promise<unknown>): Promise<number> {
  const queries = vi.spyOn(clientOf(app), 'query');
  try {
    await read();
    return queries.mock.calls.length;
  } finally {
    queries.mockRestore();
  }
}

/**
 * Runs `read` with a change of `table` heard just as the read sends its next statement: after it took a kept
 * page and before it made its answer, the race platform/cache/kept-pages.ts closes.
 */
export async function readWithChangeHeardMidway(
  app: AppInstance,
  table: string,
  read: () => Promise<unknown>,
) {
  const client = clientOf(app);
  const query = client.query;
  const heard = vi.spyOn(client, 'query').mockImplementationOnce((...args: unknown[]) => {
    app.ctx.readCaches.tableChanged(table);
    return Reflect.apply(query, client, args);
  });
  try {
    await read();
  } finally {
    heard.mockRestore();
  }
}
