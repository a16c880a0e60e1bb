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
  /** As it reads after 'Loading': 'users', 'the audit log'. */
  label: string;
  children: ReactNode;
}

/** The dashboard's loads fail one by one, so each panel shows its own spinner or error. */
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
