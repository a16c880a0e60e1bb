import { type BookingDecisionInput, type OwnerWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { Check, CircleCheck, Mail, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { formatDate, preferredSlotLabel } from '../format';
import { validMeetingLink } from '../meeting-link';
import { BookingStatusBadge } from './status-badge';

type OwnerBooking = OwnerWorkshop['bookings'][number];

export const REJECT_PROMPT = 'Are you sure you want to reject/cancel this booking?';

export const noShowLabel = (count: number) => `${count} earlier no-show${count === 1 ? '' : 's'}`;

interface OwnerBookingItemProps {
  booking: OwnerBooking;
  workshopLink: string | null;
  /** The server would answer 409 'This workshop is fully booked'. */
  isFull: boolean;
  isPending: boolean;
  onDecide: (booking: OwnerBooking, decision: BookingDecisionInput) => void;
}

export function OwnerBookingItem({
  booking,
  workshopLink,
  isFull,
  isPending,
  onDecide,
}: OwnerBookingItemProps) {
  const [step, setStep] = useState<'idle' | 'accept' | 'reject'>('idle');
  const [link, setLink] = useState(workshopLink ?? '');
  const [linkError, setLinkError] = useState<string | undefined>();
  const linkInput = useRef<HTMLInputElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const openRejectButton = useRef<HTMLButtonElement>(null);
  // Focus follows the step: into the link field or onto the question, and back to the button after 'Back'.
  const previousStep = useRef(step);
  useEffect(() => {
    const previous = previousStep.current;
    previousStep.current = step;
    if (previous === step) return;
    if (step === 'accept') linkInput.current?.focus();
    else if (step === 'reject') rejectButton.current?.focus();
    else (previous === 'accept' ? acceptButton : openRejectButton).current?.focus();
  }, [step]);
  const status = booking.status.toLowerCase();
  const preferred = preferredSlotLabel(booking.scheduledDate, booking.scheduledTime);

  const accept = () => {
    const meetingLink = validMeetingLink(link);
    if (!meetingLink) {
      setLinkError(WORKSHOP_MESSAGES.meetingLinkInvalid);
      return;
    }
    onDecide(booking, { status: 'Confirmed', meetingLink });
  };

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{booking.studentName}</p>
          <a
            href={`mailto:${booking.studentEmail}`}
            className="text-sm text-indigo-700 underline underline-offset-2"
          >
            <Mail className="mr-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
            <SoftBreaks text={booking.studentEmail} />
          </a>
        </div>
        {status === 'confirmed' ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            Confirmed
          </span>
        ) : (
          <BookingStatusBadge status={booking.status} />
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Booked {formatDate(booking.bookedAt)}
        {preferred ? ` · Prefers ${preferred}` : ''}
      </p>
      {booking.attendance ? (
        <p className="mt-1 text-xs font-medium text-slate-700">
          {booking.attendance === 'attended' ? 'Attended' : 'No-show'}
        </p>
      ) : null}
      {booking.noShowCount > 0 && !booking.attendance ? (
        <p className="mt-2 inline-flex rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          {noShowLabel(booking.noShowCount)}
        </p>
      ) : null}
      {booking.notes ? (
        <p className="mt-2 rounded-lg bg-slate-50 p-2.5 text-sm text-slate-700">{booking.notes}</p>
      ) : null}

      {status === 'pending' && step === 'idle' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            ref={acceptButton}
            size="sm"
            onClick={() => setStep('accept')}
            disabled={isFull}
            aria-label={`Accept ${booking.studentName}`}
          >
            <Check className="size-4" aria-hidden="true" />
            Accept
          </Button>
          <Button
            ref={openRejectButton}
            variant="secondary"
            size="sm"
            onClick={() => setStep('reject')}
            aria-label={`Reject ${booking.studentName}`}
          >
            <X className="size-4" aria-hidden="true" />
            Reject
          </Button>
        </div>
      ) : null}

      {status === 'pending' && step === 'accept' ? (
        <form
          noValidate
          className="mt-3 space-y-3 rounded-lg bg-indigo-50/60 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            accept();
          }}
        >
          <TextField
            label="Meeting link for this student"
            type="url"
            inputMode="url"
            placeholder="https://meet.google.com/abc-defg-hij"
            value={link}
            onChange={(event) => {
              setLink(event.target.value);
              setLinkError(undefined);
            }}
            error={linkError}
            ref={linkInput}
            maxLength={500}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" isLoading={isPending}>
              {isPending ? 'Confirming…' : 'Confirm booking'}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStep('idle')} disabled={isPending}>
              Back
            </Button>
          </div>
        </form>
      ) : null}

      {status === 'pending' && step === 'reject' ? (
        <div className="mt-3 space-y-3 rounded-lg bg-red-50 p-3">
          <p className="text-sm text-red-900">{REJECT_PROMPT}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              isLoading={isPending}
              onClick={() => onDecide(booking, { status: 'Cancelled' })}
              ref={rejectButton}
            >
              {isPending ? 'Rejecting…' : 'Yes, reject'}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStep('idle')} disabled={isPending}>
              No, keep it
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
