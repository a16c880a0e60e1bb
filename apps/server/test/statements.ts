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
