import type { StudentWorkshop, WaitlistEntry } from '@mentorbridge/shared';
import { Hourglass, ListPlus, Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../format';

export type WaitlistAction = 'join' | 'leave' | 'accept' | 'decline';

export type WaitlistWorkshop = Pick<StudentWorkshop, '_id' | 'title'>;

export interface WaitlistControlsProps {
  workshop: WaitlistWorkshop;
  entry: WaitlistEntry | undefined;
  pendingAction: WaitlistAction | null;
  onWaitlist: (action: WaitlistAction, workshop: WaitlistWorkshop) => void;
}

export function WaitlistControls({ workshop, entry, pendingAction, onWaitlist }: WaitlistControlsProps) {
  const busy = pendingAction !== null;
  if (entry?.status === 'Offered') {
    return (
      <div className="space-y-2 rounded-lg bg-amber-50 p-3">
        <p className="flex items-start gap-2 text-sm font-semibold text-amber-900" role="status">
          <Ticket className="mt-0.5 size-4 shrink-0" aria-hidden="true" />A seat is held for you until{' '}
          {formatDateTime(entry.offerExpiresAt)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            isLoading={pendingAction === 'accept'}
            disabled={busy}
            onClick={() => onWaitlist('accept', workshop)}
            aria-label={`Take seat in ${workshop.title}`}
          >
            {pendingAction === 'accept' ? 'Taking seat…' : 'Take seat'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isLoading={pendingAction === 'decline'}
            disabled={busy}
            onClick={() => onWaitlist('decline', workshop)}
            aria-label={`Decline seat in ${workshop.title}`}
          >
            {pendingAction === 'decline' ? 'Declining…' : 'Decline'}
          </Button>
        </div>
      </div>
    );
  }
  if (entry?.status === 'Waiting') {
    return (
      // On a phone the two do not fit one line: stacked full width rather than wrapped.
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <p className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-indigo-50 px-4 text-sm font-semibold text-indigo-800 sm:justify-start">
          <Hourglass className="size-4" aria-hidden="true" />
          Waitlisted — position {entry.position}
        </p>
        <Button
          variant="ghost"
          size="sm"
          isLoading={pendingAction === 'leave'}
          disabled={busy}
          onClick={() => onWaitlist('leave', workshop)}
          className="w-full sm:w-auto"
          aria-label={`Leave waitlist of ${workshop.title}`}
        >
          {pendingAction === 'leave' ? 'Leaving…' : 'Leave waitlist'}
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      onClick={() => onWaitlist('join', workshop)}
      isLoading={pendingAction === 'join'}
      disabled={busy}
      className="w-full sm:w-auto"
      aria-label={busy ? undefined : `Join waitlist of ${workshop.title}`}
    >
      {pendingAction === 'join' ? (
        'Joining…'
      ) : (
        <>
          <ListPlus className="size-4" aria-hidden="true" />
          Join waitlist
        </>
      )}
    </Button>
  );
}
