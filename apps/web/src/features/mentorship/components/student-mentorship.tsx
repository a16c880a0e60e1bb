import { MENTORSHIP_MESSAGES, type StudentRequest } from '@mentorbridge/shared';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { leaveWithoutAsking } from '@/hooks/use-unsaved-changes-guard';
import { useStudentRequests } from '../api/get-student-requests';
import { usePendingMentorIds } from '../hooks/use-pending-mentor-ids';
import { MentorRequestLauncher } from './mentor-request-launcher';
import { RequestCounters } from './request-counters';
import { StudentRequestCard } from './student-request-card';
import { WithdrawRequestDialog } from './withdraw-request-dialog';

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Users className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{MENTORSHIP_MESSAGES.noRequests}</h3>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
        You have not sent any mentorship requests. Browse alumni and ask one for guidance.
      </p>
      <Link to={paths.studentDashboard} className={buttonClasses('primary', 'md', 'mt-5')}>
        Browse Alumni
      </Link>
    </div>
  );
}

export function StudentMentorship() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const mentorId = searchParams.get('mentor');
  const requests = useStudentRequests();
  const pendingMentorIds = usePendingMentorIds();
  const [notice, setNotice] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<StudentRequest | null>(null);
  const [focusListAfterWithdraw, setFocusListAfterWithdraw] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // Replacing the entry keeps Back from reopening the dialog.
  const leaveMentor = () => navigate(paths.mentorship, { replace: true });

  return (
    <div className="space-y-6">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {mentorId ? (
        <MentorRequestLauncher
          key={mentorId}
          mentorId={mentorId}
          pendingMentorIds={pendingMentorIds}
          onDone={() => leaveWithoutAsking(leaveMentor)}
          onSent={(message) => {
            setNotice(message);
            leaveMentor();
          }}
          returnFocusRef={listHeading}
        />
      ) : null}

      {requests.isSuccess ? <RequestCounters requests={requests.data} /> : null}

      <section aria-labelledby="my-requests-heading" className="space-y-4">
        <h2
          id="my-requests-heading"
          ref={listHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Your Requests
        </h2>
        {requests.isPending ? (
          <div className="flex justify-center py-12 text-indigo-600">
            <Spinner label="Loading your requests" className="size-8" />
          </div>
        ) : requests.isError ? (
          <Alert tone="error">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{MENTORSHIP_MESSAGES.loadFailed}</span>
              <Button variant="secondary" size="sm" onClick={() => requests.refetch()}>
                Try again
              </Button>
            </div>
          </Alert>
        ) : requests.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {requests.data.map((request) => (
              <li key={request._id}>
                <StudentRequestCard
                  request={request}
                  onWithdraw={(chosen) => {
                    setFocusListAfterWithdraw(false);
                    setWithdrawing(chosen);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <WithdrawRequestDialog
        request={withdrawing}
        onCancel={() => setWithdrawing(null)}
        onWithdrawn={(message) => {
          setNotice(message);
          setFocusListAfterWithdraw(true);
          setWithdrawing(null);
        }}
        // The withdrawn card leaves the list, so focus goes to the list's heading instead.
        returnFocusRef={focusListAfterWithdraw ? listHeading : undefined}
      />
    </div>
  );
}
