import {
  type BookingDecisionInput,
  type OwnerWorkshop,
  WORKSHOP_LIMITS,
  WORKSHOP_MESSAGES,
} from '@mentorbridge/shared';
import { useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useDecideBooking } from '../api/decide-booking';
import { OwnerBookingItem } from './owner-booking-item';

export function remainingCapacity(workshop: Pick<OwnerWorkshop, 'maxParticipants' | 'confirmedCount'>) {
  return workshop.maxParticipants - workshop.confirmedCount;
}

function CapacityNotice({ workshop }: { workshop: OwnerWorkshop }) {
  const remaining = remainingCapacity(workshop);
  if (remaining <= 0) {
    return (
      <Alert tone="error" title="Fully booked">
        All {workshop.maxParticipants} places are confirmed. Raise the maximum in Edit to accept more.
      </Alert>
    );
  }
  if (remaining <= WORKSHOP_LIMITS.lowCapacity) {
    return (
      <Alert tone="info" title={`Only ${remaining} ${remaining === 1 ? 'spot' : 'spots'} left`}>
        {workshop.confirmedCount} of {workshop.maxParticipants} places are confirmed.
      </Alert>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {workshop.confirmedCount} of {workshop.maxParticipants} places confirmed · {remaining} spots left
    </p>
  );
}

interface ManageBookingsDialogProps {
  /** It updates after each answer. */
  workshop: OwnerWorkshop | null;
  onClose: () => void;
}

export function ManageBookingsDialog({ workshop, onClose }: ManageBookingsDialogProps) {
  const decide = useDecideBooking();
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);

  const onDecide = (booking: OwnerWorkshop['bookings'][number], decision: BookingDecisionInput) => {
    if (!workshop) return;
    const isConfirm = decision.status === 'Confirmed';
    decide.mutate(
      { workshopId: workshop._id, bookingId: booking._id, decision },
      {
        onSuccess: (result) => {
          show({
            tone: 'success',
            text:
              result.message ||
              (isConfirm ? WORKSHOP_MESSAGES.confirmed : WORKSHOP_MESSAGES.cancelledByAlumni),
          });
          // The answered booking's buttons are gone: focus the outcome rather than lose it.
          announcement.current?.focus();
        },
        onError: (error) =>
          show({
            tone: 'error',
            text: failureMessage(
              error,
              isConfirm ? WORKSHOP_MESSAGES.confirmFailed : WORKSHOP_MESSAGES.cancelFailed,
            ),
          }),
      },
    );
  };

  return (
    <Dialog
      open={workshop !== null}
      onClose={onClose}
      size="lg"
      title="Manage Bookings"
      description={workshop?.title}
    >
      {workshop ? (
        <div className="space-y-4">
          <CapacityNotice workshop={workshop} />
          <div ref={announcement} tabIndex={-1} className="outline-none">
            {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
          </div>
          {workshop.bookings.length === 0 ? (
            <p className="text-sm text-slate-600">No bookings yet.</p>
          ) : (
            <ul className="space-y-3" aria-label="Bookings">
              {workshop.bookings.map((booking) => (
                <OwnerBookingItem
                  key={booking._id}
                  booking={booking}
                  workshopLink={workshop.meetingLink}
                  isFull={remainingCapacity(workshop) <= 0}
                  isPending={decide.isPending && decide.variables?.bookingId === booking._id}
                  onDecide={onDecide}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
