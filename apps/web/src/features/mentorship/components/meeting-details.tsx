import { CalendarDays, Clock, Video } from 'lucide-react';
import { CopyableLink } from '@/components/ui/copyable-link';
import { describeMeeting } from '../format';

interface MeetingDetailsProps {
  meetingLink: string | null;
  meetingDate: string | null;
  meetingTime: string | null;
  meetingTimeZone: string | null;
}

export function MeetingDetails({
  meetingLink,
  meetingDate,
  meetingTime,
  meetingTimeZone,
}: MeetingDetailsProps) {
  if (!meetingLink && !meetingDate && !meetingTime) return null;
  const when = describeMeeting(meetingDate, meetingTime, meetingTimeZone);
  return (
    <dl className="grid gap-2 text-sm">
      {meetingLink ? (
        <div className="flex items-center gap-2">
          <dt className="shrink-0">
            <Video className="size-4 text-indigo-600" aria-hidden="true" />
            <span className="sr-only">Meeting link</span>
          </dt>
          <dd className="min-w-0 flex-1">
            <CopyableLink href={meetingLink} label="Meeting link" />
          </dd>
        </div>
      ) : null}
      {meetingDate ? (
        <div className="flex items-start gap-2">
          <dt className="shrink-0">
            <CalendarDays className="mt-0.5 size-4 text-indigo-600" aria-hidden="true" />
            <span className="sr-only">Meeting date</span>
          </dt>
          <dd>{when.date}</dd>
        </div>
      ) : null}
      {meetingTime ? (
        <div className="flex items-start gap-2">
          <dt className="shrink-0">
            <Clock className="mt-0.5 size-4 text-indigo-600" aria-hidden="true" />
            <span className="sr-only">Meeting time</span>
          </dt>
          <dd>
            {when.time}
            {when.mentorTime ? (
              <>
                {' '}
                <span className="text-xs text-slate-500">({when.mentorTime} for the mentor)</span>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
