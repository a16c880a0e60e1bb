import {
  formatInstant,
  formatInstantTime,
  MENTOR_SESSION_LIMITS,
  type MentorSession,
  noShowWindowEnd,
  type SessionStatus,
} from '@mentorbridge/shared';
import { CalendarClock, CalendarPlus, CircleX, Link2, UserX, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CopyableLink } from '@/components/ui/copyable-link';
import { paths } from '@/config/paths';
import { hasStarted, otherZoneTime } from '../session-times';
import { SessionReview } from './session-review';

const STATUS_LABELS: Record<SessionStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

const STATUS_CLASSES: Record<SessionStatus, string> = {
  booked: 'bg-indigo-100 text-indigo-800',
  cancelled: 'bg-slate-100 text-slate-700',
  completed: 'bg-green-100 text-green-800',
  no_show: 'bg-amber-100 text-amber-900',
};

const CUTOFF_MS = MENTOR_SESSION_LIMITS.cancelCutoffHours * 60 * 60 * 1000;

interface SessionCardProps {
  session: MentorSession;
  viewerRole: 'student' | 'alumni';
  now: number;
  onCancel: (session: MentorSession) => void;
  onReschedule: (session: MentorSession) => void;
  onNoShow: (session: MentorSession) => void;
  onAddToCalendar: (session: MentorSession) => void;
  /** The alumni's own booked sessions offer it when given. */
  onSetMeetingLink?: (session: MentorSession) => void;
  noShowPendingId: string | null;
  calendarPendingId: string | null;
  /** The student's completed sessions offer a rating (and its change) when given. */
  onRate?: (session: MentorSession) => void;
  /** The alumni may report the review of their session when given. */
  onReportReview?: (session: MentorSession) => void;
}

export function SessionCard({
  session,
  viewerRole,
  now,
  onCancel,
  onReschedule,
  onNoShow,
  onAddToCalendar,
  onSetMeetingLink,
  noShowPendingId,
  calendarPendingId,
  onRate,
  onReportReview,
}: SessionCardProps) {
  const titleId = useId();
  const other = viewerRole === 'student' ? session.alumni : session.student;
  const isBooked = session.status === 'booked';
  const canCancel = isBooked && Date.parse(session.start) - now > CUTOFF_MS;
  // The no-show window: from the start until a day after the end, and never once the student reviewed it.
  const canMarkNoShow =
    viewerRole === 'alumni' &&
    (isBooked || session.status === 'completed') &&
    session.review === null &&
    hasStarted(session, now) &&
    now < noShowWindowEnd(session.end);
  const canAddToCalendar = isBooked && Date.parse(session.end) > now;
  const canSetLink = viewerRole === 'alumni' && canAddToCalendar && onSetMeetingLink !== undefined;
  const mentorTime = otherZoneTime(session.start, session.timeZone);
  const mentorLabel = viewerRole === 'student' ? `for ${session.alumni.name}` : 'in your availability zone';

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {viewerRole === 'student' ? `Session with ${other.name}` : `Session with ${other.name} (student)`}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[session.status]}`}
        >
          {STATUS_LABELS[session.status]}
        </span>
      </header>
      <p className="text-sm text-slate-800">
        <time dateTime={session.start}>{formatInstant(session.start)}</time> to{' '}
        <time dateTime={session.end}>{formatInstantTime(session.end)}</time>
      </p>
      {mentorTime ? (
        <p className="text-sm text-slate-600">
          {mentorTime} {mentorLabel}
        </p>
      ) : null}
      <Link
        to={paths.mentorshipSpace(session.mentorshipId)}
        className="w-fit text-sm font-medium text-indigo-700 hover:underline"
        aria-label={`Open mentorship space with ${other.name}`}
      >
        Open mentorship space
      </Link>
      {isBooked && session.meetingLink ? (
        <CopyableLink
          href={session.meetingLink}
          label="Join meeting"
          icon={<Video className="size-4" aria-hidden="true" />}
        />
      ) : null}
      {session.status === 'cancelled' ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium">
            Cancelled by {session.cancelledBy === viewerRole ? 'you' : (session.cancelledBy ?? 'someone')}
          </p>
          {session.cancelReason ? (
            <p className="mt-1 whitespace-pre-line break-words">{session.cancelReason}</p>
          ) : null}
        </div>
      ) : null}
      {isBooked && session.rescheduledBy && session.rescheduleReason ? (
        <p className="text-sm break-words text-slate-600">
          Moved by {session.rescheduledBy === viewerRole ? 'you' : session.rescheduledBy}:{' '}
          {session.rescheduleReason}
        </p>
      ) : null}
      {isBooked && !canCancel && !hasStarted(session, now) ? (
        <p className="text-sm text-slate-600">
          It can no longer be cancelled or moved: it starts in less than{' '}
          {MENTOR_SESSION_LIMITS.cancelCutoffHours} hours.
        </p>
      ) : null}
      <SessionReview
        session={session}
        viewerRole={viewerRole}
        now={now}
        onRate={onRate}
        onReport={onReportReview}
      />
      {canCancel || canMarkNoShow || canAddToCalendar || canSetLink ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {canAddToCalendar ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAddToCalendar(session)}
              isLoading={calendarPendingId === session._id}
              aria-label={`Add session with ${other.name} to calendar`}
            >
              {calendarPendingId === session._id ? null : (
                <CalendarPlus className="size-4" aria-hidden="true" />
              )}
              Add to calendar
            </Button>
          ) : null}
          {canSetLink ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onSetMeetingLink?.(session)}
              aria-label={`Set meeting link for session with ${other.name}`}
            >
              <Link2 className="size-4" aria-hidden="true" />
              Set meeting link
            </Button>
          ) : null}
          {canCancel ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onReschedule(session)}
                aria-label={`Reschedule session with ${other.name}`}
              >
                <CalendarClock className="size-4" aria-hidden="true" />
                Reschedule
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onCancel(session)}
                aria-label={`Cancel session with ${other.name}`}
              >
                <CircleX className="size-4" aria-hidden="true" />
                Cancel session
              </Button>
            </>
          ) : null}
          {canMarkNoShow ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onNoShow(session)}
              isLoading={noShowPendingId === session._id}
              disabled={noShowPendingId !== null}
              aria-label={`Mark ${other.name} as a no-show`}
            >
              {noShowPendingId === session._id ? null : <UserX className="size-4" aria-hidden="true" />}
              Mark no-show
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
