import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiError } from './api-client';
import { getSession, subscribeSession } from './session';

/* Loaded with the pages that use it, not the entry chunk, to keep '/' under its 100 KB JS budget. */

const MAX_RETRIES = 2;

/** Network failures and 5xx may succeed next time; a 4xx answer never will. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Drop cached server data when the signed-in user changes, so one user never sees another's data.
let cachedUserId = getSession()?._id ?? null;
subscribeSession(() => {
  const userId = getSession()?._id ?? null;
  if (userId === cachedUserId) return;
  cachedUserId = userId;
  queryClient.clear();
});

/** Tests pass their own provider. */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
