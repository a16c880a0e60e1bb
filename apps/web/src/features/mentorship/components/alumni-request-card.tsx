import { type AlumniRequest, MENTORSHIP_LIMITS } from '@mentorbridge/shared';
import { Archive, Check, Eye, NotebookPen, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '../format';
import { MeetingDetails } from './meeting-details';
import { RequestStatusBadge, RequestTypeTag } from './request-status-badge';

export interface AlumniRequestActions {
  onAccept: (request: AlumniRequest) => void;
  onReject: (request: AlumniRequest) => void;
  onViewProfile: (request: AlumniRequest) => void;
  onArchive: (request: AlumniRequest) => void;
  archivingId: string | null;
}

function studentLine({ profile }: AlumniRequest['student']): string {
  return [
    profile.currentYear ? `Year ${profile.currentYear}` : null,
    profile.branch,
    profile.collegeName,
    profile.graduationYear ? `Class of ${profile.graduationYear}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Answer({ request }: { request: AlumniRequest }) {
  if (request.autoArchived) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Archived automatically: it was not answered within {MENTORSHIP_LIMITS.autoArchiveDays} days.
      </p>
    );
  }
  return (
    <>
      {request.responseMessage ? (
        <div className="rounded-lg border border-green-200 bg-green-50 p-3">
          <h4 className="text-sm font-semibold text-green-900">Your reply</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-green-900">{request.responseMessage}</p>
        </div>
      ) : null}
      {request.responseMessage ? <MeetingDetails {...request} /> : null}
      {request.rejectionReason ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h4 className="text-sm font-semibold text-red-900">Your reason</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-red-900">{request.rejectionReason}</p>
        </div>
      ) : null}
    </>
  );
}

export function AlumniRequestCard({
  request,
  onAccept,
  onReject,
  onViewProfile,
  onArchive,
  archivingId,
}: AlumniRequestActions & { request: AlumniRequest }) {
  const titleId = useId();
  const { student } = request;
  const details = studentLine(student);
  const canArchive = request.status === 'accepted' || request.status === 'rejected';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-3">
        <UserAvatar name={student.name} src={student.profile.avatar} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {student.name}
          </h3>
          {details ? <p className="text-sm text-slate-600">{details}</p> : null}
        </div>
        <RequestStatusBadge status={request.status} />
      </header>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <RequestTypeTag type={request.requestType} />
        <span>
          Received <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </span>
        {request.expiresAt ? (
          <span className="font-medium text-amber-800">
            Expires <time dateTime={request.expiresAt}>{formatDate(request.expiresAt)}</time> if unanswered
          </span>
        ) : null}
      </div>

      <div>
        <h4 className="text-sm font-semibold text-slate-900">Message</h4>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{request.message}</p>
      </div>

      <Answer request={request} />

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {request.status === 'pending' ? (
          <>
            <Button
              size="sm"
              onClick={() => onAccept(request)}
              aria-label={`Accept request from ${student.name}`}
            >
              <Check className="size-4" aria-hidden="true" />
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onReject(request)}
              aria-label={`Reject request from ${student.name}`}
            >
              <X className="size-4" aria-hidden="true" />
              Reject
            </Button>
          </>
        ) : null}
        {request.hasSpace ? (
          <Link
            to={paths.mentorshipSpace(request._id)}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`Open mentorship space with ${student.name}`}
          >
            <NotebookPen className="size-4" aria-hidden="true" />
            Open mentorship space
          </Link>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onViewProfile(request)}
          aria-label={`Full Profile of ${student.name}`}
        >
          <Eye className="size-4" aria-hidden="true" />
          Full Profile
        </Button>
        {canArchive ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onArchive(request)}
            isLoading={archivingId === request._id}
            disabled={archivingId !== null}
            aria-label={`Archive request from ${student.name}`}
          >
            {archivingId === request._id ? null : <Archive className="size-4" aria-hidden="true" />}
            Archive
          </Button>
        ) : null}
      </div>
    </article>
  );
}
