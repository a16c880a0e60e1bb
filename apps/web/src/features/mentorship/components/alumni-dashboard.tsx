import {
  type AlumniRequest,
  MENTORSHIP_MESSAGES,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@mentorbridge/shared';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useArchiveMentorshipRequest } from '../api/archive-mentorship-request';
import { useAlumniRequests } from '../api/get-alumni-requests';
import { useMentorshipStats } from '../api/get-mentorship-stats';
import { AcceptRequestDialog } from './accept-request-dialog';
import { AlumniRequestCard } from './alumni-request-card';
import { RejectRequestDialog } from './reject-request-dialog';
import { STATUS_LABELS } from './request-status-badge';
import { StudentProfileDialog } from './student-profile-dialog';

export const ARCHIVE_FAILED = 'Failed to archive request';

type OpenDialog = { kind: 'accept' | 'reject' | 'profile'; request: AlumniRequest } | null;

function EmptyTab({ status }: { status: RequestStatus }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">No {status} requests</h3>
      <p className="mt-1 text-sm text-slate-600">
        {status === 'pending'
          ? 'You have no pending mentorship requests at the moment.'
          : `You have no ${status} requests.`}
      </p>
    </div>
  );
}

export function AlumniDashboard() {
  const idBase = useId();
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // After an answer or an archive the card leaves this tab, so focus goes to the panel instead.
  const [focusPanel, setFocusPanel] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const list = useAlumniRequests(status);
  const stats = useMentorshipStats();
  const archive = useArchiveMentorshipRequest();
  const { banner, show } = useTimedBanner();

  // Each failed load (a retry included) shows the banner again.
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) show({ tone: 'error', text: MENTORSHIP_MESSAGES.fetchFailed });
  }, [failedAt, show]);

  const open = (kind: 'accept' | 'reject' | 'profile') => (request: AlumniRequest) => {
    setFocusPanel(false);
    setDialog({ kind, request });
  };
  const answered = (message: string) => {
    show({ tone: 'success', text: message });
    setFocusPanel(true);
    setDialog(null);
  };
  const onArchive = (request: AlumniRequest) =>
    archive.mutate(request._id, {
      onSuccess: (result) => {
        show({ tone: 'success', text: result.message || MENTORSHIP_MESSAGES.archived });
        panel.current?.focus();
      },
      onError: (error) => show({ tone: 'error', text: failureMessage(error, ARCHIVE_FAILED) }),
    });

  const tabs = REQUEST_STATUSES.map((value) => ({
    value,
    label: STATUS_LABELS[value],
    count: stats.data?.[value],
  }));
  const returnFocusRef = focusPanel ? panel : undefined;

  return (
    <div className="space-y-5">
      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}
      <Tabs label="Requests by status" idBase={idBase} items={tabs} value={status} onChange={setStatus} />
      <TabPanel idBase={idBase} value={status} ref={panel}>
        {list.isPending ? (
          <div className="flex justify-center py-12 text-indigo-600">
            <Spinner label="Loading requests" className="size-8" />
          </div>
        ) : list.isError ? (
          <div className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
            <p className="text-slate-700">The requests could not be loaded.</p>
            <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <EmptyTab status={status} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.data.map((request) => (
              <li key={request._id}>
                <AlumniRequestCard
                  request={request}
                  onAccept={open('accept')}
                  onReject={open('reject')}
                  onViewProfile={open('profile')}
                  onArchive={onArchive}
                  archivingId={archive.isPending ? (archive.variables ?? null) : null}
                />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>

      <AcceptRequestDialog
        request={dialog?.kind === 'accept' ? dialog.request : null}
        onCancel={() => setDialog(null)}
        onAccepted={answered}
        returnFocusRef={returnFocusRef}
      />
      <RejectRequestDialog
        request={dialog?.kind === 'reject' ? dialog.request : null}
        onCancel={() => setDialog(null)}
        onRejected={answered}
        returnFocusRef={returnFocusRef}
      />
      <StudentProfileDialog
        student={dialog?.kind === 'profile' ? dialog.request.student : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
