import {
  formatInstant,
  MENTOR_SESSION_LIMITS as L,
  MENTOR_SESSION_MESSAGES as M,
  type MentorSession,
  timeZoneShortName,
} from '@mentorbridge/shared';
import { CalendarCheck, CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { useBookSession } from '../api/book-session';
import { useSlots } from '../api/get-slots';
import { otherZoneTime } from '../session-times';
import { SlotPicker } from './slot-picker';

interface BookSessionProps {
  mentorshipId: string;
  alumniId: string;
  alumniName: string;
}

function Booked({ session, alumniName }: { session: MentorSession; alumniName: string }) {
  const theirs = otherZoneTime(session.start, session.timeZone);
  return (
    <Alert tone="success" title={M.booked}>
      <p>
        {formatInstant(session.start)}
        {theirs ? ` (${theirs} for ${alumniName})` : ''}.
      </p>
      <Link to={paths.mySessions} className={buttonClasses('secondary', 'sm', 'mt-3')}>
        See my sessions
      </Link>
    </Alert>
  );
}

export function BookSession({ mentorshipId, alumniId, alumniName }: BookSessionProps) {
  const slots = useSlots(alumniId);
  const book = useBookSession();
  const keyFor = useIdempotencyKey();
  const [selected, setSelected] = useState<string | null>(null);
  const [booked, setBooked] = useState<MentorSession | null>(null);

  if (booked) return <Booked session={booked} alumniName={alumniName} />;
  if (slots.isPending) {
    return (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label="Loading free slots" className="size-8" />
      </div>
    );
  }
  if (slots.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{failureMessage(slots.error, M.slotsLoadFailed)}</span>
          <Button variant="secondary" size="sm" onClick={() => slots.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }

  const { slots: free, timeZone } = slots.data;
  // A slot refetched away (taken meanwhile) is no longer chosen.
  const chosen = selected && free.some((slot) => slot.start === selected) ? selected : null;
  const confirm = () => {
    if (!chosen || book.isPending) return;
    const body = { mentorshipId, start: chosen };
    book.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (result) => setBooked(result.data),
        onError: (error) => {
          // An answered refusal is stored under its key: picking the slot again once it is free is a new request.
          if (error instanceof ApiError) keyFor.reset();
          if (error instanceof ApiError && error.status === 409) setSelected(null);
        },
      },
    );
  };
  const theirs = chosen ? otherZoneTime(chosen, timeZone) : null;

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        Times are in your time zone ({timeZoneShortName()})
        {otherZoneTime(new Date().toISOString(), timeZone) === null
          ? `, which is also ${alumniName}’s.`
          : `, with ${alumniName}’s (${timeZoneShortName(timeZone)}) beside them.`}{' '}
        Each session lasts {slots.data.sessionMinutes} minutes.
      </p>
      {book.isError ? <Alert tone="error">{failureMessage(book.error, M.bookFailed)}</Alert> : null}
      {free.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 className="size-10" aria-hidden="true" />}
          title={M.noSlots}
          text={`${alumniName} has no free time in the next ${L.horizonDays / 7} weeks. Check again later, or write to them.`}
        />
      ) : (
        <SlotPicker
          slots={free}
          timeZone={timeZone}
          mentorName={alumniName}
          selected={chosen}
          onSelect={(start) => {
            book.reset();
            setSelected(start);
          }}
        />
      )}
      {free.length > 0 ? (
        <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-white/95 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 text-sm text-slate-700" aria-live="polite">
            {chosen
              ? `Chosen: ${formatInstant(chosen)}${theirs ? ` (${theirs} for ${alumniName})` : ''}`
              : 'Choose a time above.'}
          </p>
          <Button onClick={confirm} disabled={!chosen} isLoading={book.isPending}>
            {book.isPending ? null : <CalendarCheck className="size-4" aria-hidden="true" />}
            {book.isPending ? 'Booking…' : 'Confirm booking'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
