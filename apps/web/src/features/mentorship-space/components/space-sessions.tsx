import {
  formatInstant,
  formatInstantTime,
  MENTORSHIP_SPACE_MESSAGES as M,
  type MentorshipSpace,
  type SessionStatus,
  type SpaceSession,
} from '@mentorbridge/shared';
import { CalendarDays, CalendarPlus, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CopyableLink } from '@/components/ui/copyable-link';
import { paths } from '@/config/paths';
import { mentorZoneTime } from '../space-times';
import { SessionNotesEditor, sharedNoteAuthor } from './session-notes-editor';

const STATUS_LOOK: Record<SessionStatus, { label: string; classes: string }> = {
  booked: { label: 'Booked', classes: 'bg-indigo-100 text-indigo-800' },
  cancelled: { label: 'Cancelled', classes: 'bg-slate-100 text-slate-700' },
  completed: { label: 'Completed', classes: 'bg-green-100 text-green-800' },
  no_show: { label: 'No-show', classes: 'bg-amber-100 text-amber-900' },
};

function ReadOnlyNotes({ session, space }: { session: SpaceSession; space: MentorshipSpace }) {
  const { notes } = session;
  const reader = space.viewerRole === 'admin' ? null : space.viewerRole;
  const author = sharedNoteAuthor(notes, reader, (side) => space[side].name);
  const blocks = [
    ...(notes.privateNote ? [{ label: 'Your private notes', text: notes.privateNote }] : []),
    ...(notes.sharedNote ? [{ label: 'Shared notes', text: notes.sharedNote }] : []),
  ];
  if (blocks.length === 0) return <p className="text-sm text-slate-600">No notes on this session.</p>;
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-2">
        {blocks.map((block) => (
          <div key={block.label}>
            <dt className="font-medium text-slate-800">{block.label}</dt>
            <dd className="mt-0.5 whitespace-pre-line break-words text-slate-700">{block.text}</dd>
          </div>
        ))}
      </dl>
      {author ? <p className="text-xs text-slate-600">{author}</p> : null}
    </div>
  );
}

function SessionItem({ session, space }: { session: SpaceSession; space: MentorshipSpace }) {
  const titleId = useId();
  const look = STATUS_LOOK[session.status];
  const mentorTime = mentorZoneTime(session.start, session.timeZone);
  const writer = space.canEdit && space.viewerRole !== 'admin' ? space.viewerRole : null;
  const label = formatInstant(session.start);
  const cancelledBy =
    session.cancelledBy === null
      ? 'someone'
      : session.cancelledBy === space.viewerRole
        ? 'you'
        : space[session.cancelledBy].name;
  return (
    <article aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={titleId} className="font-semibold break-words text-slate-900">
            <time dateTime={session.start}>{label}</time>
          </h4>
          <p className="text-sm text-slate-600">
            to <time dateTime={session.end}>{formatInstantTime(session.end)}</time>
            {mentorTime ? ` · ${mentorTime} for ${space.alumni.name}` : null}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.classes}`}>
          {look.label}
        </span>
      </header>
      {session.meetingLink ? (
        <CopyableLink
          href={session.meetingLink}
          label="Join meeting"
          icon={<Video className="size-4" aria-hidden="true" />}
        />
      ) : null}
      {session.status === 'cancelled' && session.cancelReason ? (
        <p className="text-sm break-words text-slate-600">
          Cancelled by {cancelledBy}: {session.cancelReason}
        </p>
      ) : null}
      {writer ? (
        <SessionNotesEditor
          mentorshipId={space._id}
          sessionId={session._id}
          notes={session.notes}
          writer={writer}
          otherName={writer === 'student' ? space.alumni.name : space.student.name}
          sessionLabel={label}
        />
      ) : (
        <ReadOnlyNotes session={session} space={space} />
      )}
    </article>
  );
}

function SessionGroup({
  title,
  sessions,
  space,
}: {
  title: string;
  sessions: SpaceSession[];
  space: MentorshipSpace;
}) {
  const titleId = useId();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {title} ({sessions.length})
      </h3>
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li key={session._id} className="min-w-0">
            <SessionItem session={session} space={space} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SpaceSessions({ space }: { space: MentorshipSpace }) {
  const titleId = useId();
  const isEmpty = space.upcoming.length === 0 && space.past.length === 0;
  const canBook = space.canEdit && space.viewerRole === 'student';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Sessions
        </h2>
        {space.canEdit ? (
          <Link to={paths.mySessions} className="text-sm font-medium text-indigo-700 hover:underline">
            Reschedule or cancel in My Sessions
          </Link>
        ) : null}
      </div>
      {isEmpty ? (
        <div className="mt-3 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <CalendarDays className="mx-auto size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 font-semibold text-slate-900">{M.noSessions}</p>
          <p className="mt-1 text-sm text-slate-600">
            {canBook ? 'Book a time your mentor offers.' : 'Sessions booked in this mentorship appear here.'}
          </p>
          {canBook ? (
            <Link to={paths.bookSession(space._id)} className={buttonClasses('primary', 'sm', 'mt-3')}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Book a session
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="mt-3 space-y-5">
          <SessionGroup title="Upcoming" sessions={space.upcoming} space={space} />
          <SessionGroup title="Past" sessions={space.past} space={space} />
        </div>
      )}
    </section>
  );
}
