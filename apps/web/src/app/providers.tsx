import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * Server-state provider for a whole tree, for tests and tools. The app itself does not wrap its root with
 * it: pages get the same client lazily through <QueryScope> (see lib/query-client.tsx for why).
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? queryClient}>{children}</QueryClientProvider>;
}
