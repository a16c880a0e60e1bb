import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createTestQueryClient } from '../../test/render';

/** Test helpers for the account pages: a router around one page, and a fetch that answers per route. */

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Every other path renders its own pathname as the heading, so a test can see where the page went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

/** Mounts `element` at `path` (plus any extra routes) and starts at `entry`, which may carry state. */
export function renderPage(
  element: ReactNode,
  path: string,
  entry: InitialEntry = path,
  extraRoutes: { path: string; element: ReactNode }[] = [],
) {
  const router = createMemoryRouter(
    [{ path, element }, ...extraRoutes, { path: '*', element: <Elsewhere /> }],
    { initialEntries: [entry] },
  );
  const client = createTestQueryClient();
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs fetch: `'POST /api/auth/login'` → handler. GET /api/auth/providers answers {google: true} unless
 * overridden; anything else answers 404, which a test notices as a wrong message.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'GET /api/auth/providers': () => json(200, { google: true }),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = all[key];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(body) : json(404, { message: `No stub for ${key}`, code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one route, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** A response that waits until the test calls `respond`, to look at pending states. */
export function deferred(): { handler: Handler; respond: (response: Response) => void } {
  let respond: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    respond = resolve;
  });
  return { handler: () => promise, respond: (response) => respond(response) };
}
