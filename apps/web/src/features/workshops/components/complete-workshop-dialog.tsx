import { formatInstant, type OwnerWorkshop } from '@mentorbridge/shared';
import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AttendanceList } from './attendance-list';

export const COMPLETE_PROMPT = 'Mark this workshop as completed? This action cannot be undone.';
export const earlyCompletePrompt = (scheduledFor: string) =>
  `This workshop is scheduled for ${scheduledFor}. Complete it early? This action cannot be undone.`;

export const isBeforeStart = (workshop: OwnerWorkshop, now = Date.now()) =>
  new Date(workshop.scheduledDate).getTime() > now;

interface CompleteWorkshopDialogProps {
  workshop: OwnerWorkshop | null;
  noShows: ReadonlySet<string>;
  isPending: boolean;
  onToggle: (bookingId: string, attended: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Completing before the start is allowed, so the host is told when it is scheduled and confirms it as early. */
export function CompleteWorkshopDialog({
  workshop,
  noShows,
  isPending,
  onToggle,
  onConfirm,
  onCancel,
  returnFocusRef,
}: CompleteWorkshopDialogProps) {
  const isEarly = workshop !== null && isBeforeStart(workshop);
  return (
    <ConfirmDialog
      open={workshop !== null}
      title="Mark workshop as completed"
      message={
        <>
          {isEarly ? earlyCompletePrompt(formatInstant(workshop.scheduledDate)) : COMPLETE_PROMPT} Students
          with a confirmed booking who attended can then leave feedback; pending bookings are cancelled.
        </>
      }
      confirmLabel={isEarly ? 'Complete early' : 'Mark as completed'}
      pendingLabel="Completing…"
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      returnFocusRef={returnFocusRef}
    >
      <AttendanceList
        bookings={(workshop?.bookings ?? []).filter((booking) => booking.status === 'Confirmed')}
        noShows={noShows}
        disabled={isPending}
        onToggle={onToggle}
      />
    </ConfirmDialog>
  );
}
