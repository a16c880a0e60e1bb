import { MENTOR_SESSION_MESSAGES as M, type MentorSession } from '@mentorbridge/shared';
import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReportDialog } from '@/components/ui/report-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useDownloadSessionCalendar } from '../api/download-session-calendar';
import { useMySessions } from '../api/get-my-sessions';
import { useMarkNoShow } from '../api/mark-no-show';
import { useReportReview } from '../api/report-review';
import { isUpcoming } from '../session-times';
import { CancelSessionDialog } from './cancel-session-dialog';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { RescheduleSessionDialog } from './reschedule-session-dialog';
import { ReviewSessionDialog } from './review-session-dialog';
import { SessionCard } from './session-card';

type Scope = 'upcoming' | 'past';

const EMPTY_TEXT: Record<Scope, string> = {
  upcoming: 'Booked sessions appear here until they end.',
  past: 'Sessions that ended or were cancelled appear here.',
};

/** Re-read every minute, so a session moves to Past and Mark no-show appears without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function MySessions({ viewerRole }: { viewerRole: 'student' | 'alumni' }) {
  const idBase = useId();
  const now = useNow();
  const sessions = useMySessions();
  const noShow = useMarkNoShow();
  const [scope, setScope] = useState<Scope>('upcoming');
  const [cancelling, setCancelling] = useState<MentorSession | null>(null);
  const [moving, setMoving] = useState<MentorSession | null>(null);
  const [linking, setLinking] = useState<MentorSession | null>(null);
  const [rating, setRating] = useState<MentorSession | null>(null);
  const [reportingReview, setReportingReview] = useState<MentorSession | null>(null);
  const reportReview = useReportReview();
  const calendar = useDownloadSessionCalendar();
  const { banner, show } = useTimedBanner();

  const all = sessions.data ?? [];
  const upcoming = all
    .filter((session) => isUpcoming(session, now))
    .sort((a, b) => a.start.localeCompare(b.start));
  const past = all
    .filter((session) => !isUpcoming(session, now))
    .sort((a, b) => b.start.localeCompare(a.start));
  const shown = scope === 'upcoming' ? upcoming : past;
  const otherName = (session: MentorSession) =>
    viewerRole === 'student' ? session.alumni.name : session.student.name;

  const markNoShow = (session: MentorSession) =>
    noShow.mutate(session._id, {
      onSuccess: (result) => show({ tone: 'success', text: result.message || M.noShowMarked }),
      onError: (error) => show({ tone: 'error', text: failureMessage(error, M.noShowFailed) }),
    });
  const addToCalendar = (session: MentorSession) =>
    calendar.mutate(session._id, {
      onError: (error) => show({ tone: 'error', text: failureMessage(error, M.calendarFailed) }),
    });

  return (
    <div className="space-y-5">
      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}
      <Tabs
        label="Sessions"
        idBase={idBase}
        items={[
          { value: 'upcoming', label: 'Upcoming', count: sessions.isSuccess ? upcoming.length : undefined },
          { value: 'past', label: 'Past', count: sessions.isSuccess ? past.length : undefined },
        ]}
        value={scope}
        onChange={setScope}
      />
      <TabPanel idBase={idBase} value={scope}>
        {sessions.isPending ? (
          <div className="flex justify-center py-12 text-indigo-600">
            <Spinner label="Loading your sessions" className="size-8" />
          </div>
        ) : sessions.isError ? (
          <Alert tone="error">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>{failureMessage(sessions.error, M.loadFailed)}</span>
              <Button variant="secondary" size="sm" onClick={() => sessions.refetch()}>
                Try again
              </Button>
            </div>
          </Alert>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<CalendarDays className="size-10" aria-hidden="true" />}
            title={scope === 'upcoming' ? 'No upcoming sessions' : 'No past sessions'}
            text={EMPTY_TEXT[scope]}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((session) => (
              <li key={session._id} className="min-w-0">
                <SessionCard
                  session={session}
                  viewerRole={viewerRole}
                  now={now}
                  onCancel={setCancelling}
                  onReschedule={setMoving}
                  onNoShow={markNoShow}
                  onAddToCalendar={addToCalendar}
                  onSetMeetingLink={viewerRole === 'alumni' ? setLinking : undefined}
                  onRate={viewerRole === 'student' ? setRating : undefined}
                  onReportReview={viewerRole === 'alumni' ? setReportingReview : undefined}
                  noShowPendingId={noShow.isPending ? (noShow.variables ?? null) : null}
                  calendarPendingId={calendar.isPending ? (calendar.variables ?? null) : null}
                />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
      <CancelSessionDialog
        session={cancelling}
        otherName={cancelling ? otherName(cancelling) : ''}
        onClose={() => setCancelling(null)}
        onCancelled={(message) => {
          setCancelling(null);
          show({ tone: 'success', text: message });
        }}
      />
      <ReviewSessionDialog
        session={rating}
        onClose={() => setRating(null)}
        onSaved={(message) => {
          setRating(null);
          show({ tone: 'success', text: message });
        }}
      />
      <ReportDialog
        open={reportingReview?.review != null}
        onClose={() => setReportingReview(null)}
        itemLabel={reportingReview ? `${reportingReview.student.name}'s review` : 'this review'}
        onSubmit={(body) => reportReview.mutateAsync({ id: reportingReview!.review!._id, body })}
      />
      <MeetingLinkDialog
        session={linking}
        onClose={() => setLinking(null)}
        onSaved={(message) => {
          setLinking(null);
          show({ tone: 'success', text: message });
        }}
      />
      <RescheduleSessionDialog
        session={moving}
        viewerRole={viewerRole}
        onClose={() => setMoving(null)}
        onRescheduled={(message) => {
          setMoving(null);
          show({ tone: 'success', text: message });
        }}
      />
    </div>
  );
}
