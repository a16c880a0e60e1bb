import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/failure-message';

export interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface LoadStateProps {
  query: LoadingQuery;
  /** What is loading, as it reads after 'Loading': 'users', 'the audit log'. */
  label: string;
  children: ReactNode;
}

/**
 * One panel's own loading and failure (part 2 section 7: the dashboard's loads fail one by one): a spinner,
 * or the server's sentence (else 'Failed to load dashboard data') with Try again; otherwise the content.
 */
export function LoadState({ query, label, children }: LoadStateProps) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
        <Spinner label="" className="size-5 text-indigo-600" />
        Loading {label}…
      </p>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return children;
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error" title={failureMessage(error, ADMIN_MESSAGES.loadFailed)}>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
