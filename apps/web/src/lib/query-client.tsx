import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { ApiError } from './api-client';
import { getSession, subscribeSession } from './session';

/*
 * TanStack Query is loaded with the pages that use it, not with the entry chunk: signed-out visitors of
 * the static pages ('/', /about, /faq...) never download it, which keeps '/' under its 100 KB JS budget.
 * router.tsx wraps every other page in <QueryScope>.
 */

const MAX_RETRIES = 2;

/** Retry only what may succeed next time: network failures and 5xx, never a 4xx answer. */
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

/** The app's one client, shared by every page and the navigation. */
export const queryClient = createQueryClient();

// Drop cached server data when the signed-in user changes, so one user never sees another's data.
let cachedUserId = getSession()?._id ?? null;
subscribeSession(() => {
  const userId = getSession()?._id ?? null;
  if (userId === cachedUserId) return;
  cachedUserId = userId;
  queryClient.clear();
});

/** Provides the app's client, unless a provider above already does (tests pass their own). */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
