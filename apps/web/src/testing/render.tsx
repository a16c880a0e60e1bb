import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, StrictMode } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  MemoryRouter,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';

/** A query client for tests: no retries, nothing cached between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * What the app provides around a page. The app itself has no provider at its root (pages bring their query
 * client through <QueryScope>, see lib/query-client.tsx), and QueryScope keeps a client given from above.
 */
function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Mounts routes in a memory router with the app's providers; returns the router to inspect its location.
 * `isStrict` wraps it in <StrictMode> as main.tsx does, which mounts, unmounts and remounts every effect.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: InitialEntry = '/',
  { isStrict = false }: { isStrict?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const client = createTestQueryClient();
  const tree = (
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>
  );
  const result = render(isStrict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, client };
}

/** Every other path renders its own pathname and search as the heading, so a test can see where it went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

/** Mounts `element` at `path` (plus any extra routes) and starts at `entry`, which may carry state. */
export function renderPage(
  element: ReactNode,
  path: string,
  entry: InitialEntry = path,
  extraRoutes: RouteObject[] = [],
) {
  return renderRoutes([{ path, element }, ...extraRoutes, { path: '*', element: <Elsewhere /> }], entry);
}

/** Renders a feature component with a fresh query client and a router; returns a user-event instance. */
export function renderWithClient(ui: ReactElement) {
  const client = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <TestProviders client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, user, client };
}
