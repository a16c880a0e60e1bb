import { PROFILE_MESSAGES } from '@mentorbridge/shared';
import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function ProfileLoading() {
  return (
    <div className="flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-12 text-slate-700 shadow-sm">
      <Spinner label="" className="size-5 text-indigo-600" />
      <p role="status">Loading profile…</p>
    </div>
  );
}

export function ProfileLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Alert tone="error">{PROFILE_MESSAGES.loadFailed}</Alert>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {isRetrying ? null : <RefreshCw className="size-4" aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
