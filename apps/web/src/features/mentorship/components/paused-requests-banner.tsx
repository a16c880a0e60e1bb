import { RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { CirclePause, Play } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useOwnResponsiveness } from '../api/get-own-responsiveness';
import { useResumeMentorshipRequests } from '../api/resume-mentorship-requests';

/** Renders nothing unless paused, also while loading or if the figures fail to load. */
export function PausedRequestsBanner() {
  const { data } = useOwnResponsiveness();
  const resume = useResumeMentorshipRequests();

  if (resume.isSuccess && !data?.pausedAt) {
    return (
      <Alert tone="success" className="mb-6">
        {resume.data.message}
      </Alert>
    );
  }
  if (!data?.pausedAt) return null;
  return (
    <section
      aria-labelledby="paused-requests-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center"
    >
      <CirclePause className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="paused-requests-title" className="font-semibold">
          New mentorship requests are paused
        </h2>
        <p className="text-sm">{RESPONSIVENESS_MESSAGES.pausedBanner}</p>
        {resume.isError ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {failureMessage(resume.error, RESPONSIVENESS_MESSAGES.resumeFailed)}
          </p>
        ) : null}
      </div>
      <Button onClick={() => resume.mutate()} isLoading={resume.isPending} className="shrink-0">
        {resume.isPending ? null : <Play className="size-4" aria-hidden="true" />}
        Resume requests
      </Button>
    </section>
  );
}
