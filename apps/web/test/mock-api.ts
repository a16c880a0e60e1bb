import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export interface StubRequest {
  /** Resolved against http://localhost. */
  url: URL;
  body: unknown;
  init: RequestInit | undefined;
}

export type Handler = (request: StubRequest) => Response | Promise<Response>;

const parseBody = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

/**
 * Handlers keyed 'METHOD /path?query' (exact) or 'METHOD /path' (any query); an unknown call answers
 * 404 naming the missing stub, and is listed in `unmatched`.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const routes = new Map(Object.entries(handlers));
  const unmatched: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const raw = String(input);
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes.get(`${method} ${raw}`) ?? routes.get(`${method} ${url.pathname}`);
    if (!handler) {
      unmatched.push(`${method} ${raw}`);
      return jsonResponse(404, { message: `No stub for ${method} ${raw}`, code: 'NOT_FOUND' });
    }
    return handler({ url, body: parseBody(init), init });
  });
  vi.stubGlobal('fetch', fetchMock);

  const calls = (key: string) => {
    const [method, path] = key.split(' ');
    return fetchMock.mock.calls
      .filter(([input, init]) => {
        const raw = String(input);
        return (init?.method ?? 'GET') === method && (raw === path || raw.split('?')[0] === path);
      })
      .map(([input, init]) => ({
        url: String(input),
        body: parseBody(init),
        headers: new Headers(init?.headers),
      }));
  };

  return {
    fetchMock,
    unmatched,
    calls,
    bodies: (key: string) => calls(key).map((call) => call.body),
    on: (key: string, handler: Handler) => routes.set(key, handler),
  };
}

/** Waits until the test calls `respond`, to look at pending states. */
export function deferred(): { handler: Handler; respond: (response: Response) => void } {
  let respond: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    respond = resolve;
  });
  return { handler: () => promise, respond: (response) => respond(response) };
}
