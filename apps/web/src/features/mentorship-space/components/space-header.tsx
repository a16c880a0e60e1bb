import { formatInstantDate, type MentorshipSpace, type SpaceStatus } from '@mentorbridge/shared';
import { CalendarPlus, CircleCheck, CircleStop, Flag } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

const STATUS_LOOK: Record<SpaceStatus, { label: string; classes: string }> = {
  accepted: { label: 'Active', classes: 'bg-green-50 text-green-800 ring-green-200' },
  ended: { label: 'Ended', classes: 'bg-slate-100 text-slate-700 ring-slate-200' },
  archived: { label: 'Archived', classes: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

interface SpaceHeaderProps {
  space: MentorshipSpace;
  onEnd: () => void;
}

function Person({ name, avatar, detail }: { name: string; avatar: string | null; detail?: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={name} src={avatar} className="size-12 text-lg" />
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{name}</p>
        {detail ? <p className="text-sm break-words text-slate-600">{detail}</p> : null}
      </div>
    </div>
  );
}

export function SpaceHeader({ space, onEnd }: SpaceHeaderProps) {
  const titleId = useId();
  const { alumni, student } = space;
  const position = [alumni.currentPosition, alumni.currentCompany].filter(Boolean).join(' at ');
  const look = STATUS_LOOK[space.status];
  const endedBy =
    space.endedBy === null ? null : space.endedBy === space.viewerRole ? 'you' : space[space.endedBy].name;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {student.name} and {alumni.name}
          </h2>
          <p className="text-sm text-slate-600">
            {space.requestType} · accepted{' '}
            <time dateTime={space.acceptedAt}>{formatInstantDate(space.acceptedAt)}</time>
          </p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${look.classes}`}
        >
          {space.status === 'accepted' ? (
            <CircleCheck className="size-3.5" aria-hidden="true" />
          ) : (
            <Flag className="size-3.5" aria-hidden="true" />
          )}
          {look.label}
        </span>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Person
          name={alumni.name}
          avatar={alumni.avatar}
          detail={position ? `Mentor · ${position}` : 'Mentor'}
        />
        <Person name={student.name} avatar={student.avatar} detail="Student" />
      </div>
      {space.status === 'ended' && space.endedAt ? (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium">
            Ended by {endedBy} on <time dateTime={space.endedAt}>{formatInstantDate(space.endedAt)}</time>
          </p>
          {space.closingNote ? (
            <p className="mt-1 whitespace-pre-line break-words">{space.closingNote}</p>
          ) : null}
        </div>
      ) : null}
      {space.canEdit ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {space.viewerRole === 'student' ? (
            <Link to={paths.bookSession(space._id)} className={buttonClasses('primary', 'sm')}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Book a session
            </Link>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onEnd}>
            <CircleStop className="size-4" aria-hidden="true" />
            End mentorship
          </Button>
        </div>
      ) : null}
    </section>
  );
}
