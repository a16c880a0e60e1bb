import { MENTORSHIP_LIMITS, type StudentRequest } from '@mentorbridge/shared';
import { CalendarPlus, NotebookPen, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '../format';
import { AlumniContactDetails } from './alumni-contact-details';
import { MeetingDetails } from './meeting-details';
import { RequestStatusBadge, RequestTypeTag } from './request-status-badge';

interface StudentRequestCardProps {
  request: StudentRequest;
  onWithdraw: (request: StudentRequest) => void;
}

function Reply({ request }: { request: StudentRequest }) {
  const { alumni } = request;
  if (request.status === 'pending') {
    return (
      <p className="text-sm text-slate-600">
        Waiting for {alumni.name} to reply.
        {request.expiresAt ? (
          <>
            {' '}
            Expires <time dateTime={request.expiresAt}>{formatDate(request.expiresAt)}</time> if unanswered.
          </>
        ) : null}
      </p>
    );
  }
  if (request.autoArchived) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {alumni.name} did not answer within {MENTORSHIP_LIMITS.autoArchiveDays} days, so this request was
        archived automatically. You can send a new request.
      </p>
    );
  }
  const wasAccepted = request.responseMessage !== null;
  return (
    <div className="space-y-3">
      {request.responseMessage ? (
        <div className="rounded-lg border border-green-200 bg-green-50 p-3">
          <h4 className="text-sm font-semibold text-green-900">Reply from {alumni.name}</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-green-900">{request.responseMessage}</p>
        </div>
      ) : null}
      {wasAccepted ? <MeetingDetails {...request} /> : null}
      {request.rejectionReason ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h4 className="text-sm font-semibold text-red-900">Reason</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-red-900">{request.rejectionReason}</p>
        </div>
      ) : request.status === 'rejected' ? (
        <p className="text-sm text-slate-600">{alumni.name} did not give a reason.</p>
      ) : null}
      <AlumniContactDetails alumni={alumni} />
    </div>
  );
}

export function StudentRequestCard({ request, onWithdraw }: StudentRequestCardProps) {
  const titleId = useId();
  const { alumni } = request;
  const role = [alumni.profile.currentPosition, alumni.profile.currentCompany].filter(Boolean).join(' at ');
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-3">
        <UserAvatar name={alumni.name} src={alumni.profile.avatar} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {alumni.name}
          </h3>
          {role ? <p className="text-sm text-slate-600">{role}</p> : null}
        </div>
        <RequestStatusBadge status={request.status} />
      </header>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <RequestTypeTag type={request.requestType} />
        <span>
          Sent <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </span>
        {request.respondedAt ? (
          <span>
            Answered <time dateTime={request.respondedAt}>{formatDate(request.respondedAt)}</time>
          </span>
        ) : null}
      </div>

      <div>
        <h4 className="text-sm font-semibold text-slate-900">Your message</h4>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{request.message}</p>
      </div>

      <Reply request={request} />

      {request.status === 'pending' ? (
        <div className="mt-auto flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onWithdraw(request)}
            aria-label={`Withdraw request to ${alumni.name}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Withdraw
          </Button>
        </div>
      ) : null}
      {request.hasSpace ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2">
          <Link
            to={paths.mentorshipSpace(request._id)}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`Open mentorship space with ${alumni.name}`}
          >
            <NotebookPen className="size-4" aria-hidden="true" />
            Open mentorship space
          </Link>
          {request.status !== 'ended' ? (
            <Link
              to={paths.bookSession(request._id)}
              className={buttonClasses('primary', 'sm')}
              aria-label={`Book a session with ${alumni.name}`}
            >
              <CalendarPlus className="size-4" aria-hidden="true" />
              Book a session
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
