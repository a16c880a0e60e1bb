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

/** No retries, nothing cached between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** The app has no provider at its root: pages bring theirs through <QueryScope>. */
function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `isStrict` wraps it in <StrictMode> as main.tsx does. */
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

/** So a test can see where it went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

export function renderPage(
  element: ReactNode,
  path: string,
  entry: InitialEntry = path,
  extraRoutes: RouteObject[] = [],
) {
  return renderRoutes([{ path, element }, ...extraRoutes, { path: '*', element: <Elsewhere /> }], entry);
}

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
