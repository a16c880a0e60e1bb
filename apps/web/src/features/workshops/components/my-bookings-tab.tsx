import { type StudentBooking, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { CalendarCheck, CalendarClock, CircleCheckBig, Hourglass, RefreshCw, Ticket } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StatRow } from '@/components/ui/stat-row';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useCancelMyBooking } from '../api/cancel-my-booking';
import {
  CALENDAR_FAILED,
  calendarFileName,
  useDownloadBookingCalendar,
} from '../api/download-booking-calendar';
import { useMyBookings } from '../api/get-my-bookings';
import { BookingCard } from './booking-card';
import { FeedbackDialog } from './feedback-dialog';
import { WaitlistPanel } from './waitlist-panel';

export const BOOKINGS_FETCH_FAILED = 'Failed to fetch your bookings';

export interface MyBookingsTabProps {
  onBrowse?: () => void;
}

export function MyBookingsTab({ onBrowse }: MyBookingsTabProps) {
  const bookings = useMyBookings();
  const cancel = useCancelMyBooking();
  const calendar = useDownloadBookingCalendar();
  const [cancelling, setCancelling] = useState<StudentBooking | null>(null);
  const [rating, setRating] = useState<StudentBooking | null>(null);
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);
  // After a cancel or a rating the card's button disappears, so focus goes to the outcome instead.
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const showOutcome = (text: string) => {
    focusAfterClose.current = announcement.current;
    show({ tone: 'success', text });
  };

  const list = bookings.data ?? [];
  const count = (status: StudentBooking['status']) => list.filter((item) => item.status === status).length;

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling._id, {
      onSuccess: (result) => {
        showOutcome(result.message || WORKSHOP_MESSAGES.cancelled);
        setCancelling(null);
      },
    });
  };

  return (
    <section aria-labelledby="my-bookings-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-bookings-title" className="text-xl font-semibold text-slate-900">
          My Booked Workshops
        </h2>
        <Button
          variant="secondary"
          onClick={() => bookings.refetch()}
          isLoading={bookings.isFetching && !bookings.isPending}
          disabled={bookings.isPending}
        >
          {bookings.isFetching && !bookings.isPending ? null : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          Refresh
        </Button>
      </div>

      <div ref={announcement} tabIndex={-1} className="outline-none">
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      </div>

      <WaitlistPanel
        tell={(tone, text) => {
          announcement.current?.focus();
          show({ tone, text });
        }}
      />

      {bookings.isPending ? (
        <div className="flex justify-center py-16 text-indigo-700">
          <Spinner label="Loading your bookings…" className="size-8" />
        </div>
      ) : bookings.isError && list.length === 0 ? (
        <Alert tone="error" title={failureMessage(bookings.error, BOOKINGS_FETCH_FAILED)}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => bookings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <StatRow
            stats={[
              { label: 'Total', value: list.length, icon: <Ticket className="size-5" aria-hidden="true" /> },
              {
                label: 'Pending',
                value: count('Pending'),
                tone: 'amber',
                icon: <Hourglass className="size-5" aria-hidden="true" />,
              },
              {
                label: 'Confirmed',
                value: count('Confirmed'),
                tone: 'green',
                icon: <CalendarCheck className="size-5" aria-hidden="true" />,
              },
              {
                label: 'Completed',
                value: count('Completed'),
                tone: 'slate',
                icon: <CircleCheckBig className="size-5" aria-hidden="true" />,
              },
            ]}
          />
          {list.length === 0 ? (
            <EmptyState
              icon={<CalendarClock className="size-10" aria-hidden="true" />}
              title="No bookings yet"
              text="Book a workshop with an alumni mentor and it will show up here."
              action={onBrowse ? <Button onClick={onBrowse}>Browse Workshops</Button> : undefined}
            />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.map((booking) => (
                <li key={booking._id}>
                  <BookingCard
                    booking={booking}
                    isDownloading={calendar.isPending && calendar.variables?.id === booking._id}
                    onCancel={(item) => {
                      cancel.reset();
                      focusAfterClose.current = null;
                      setCancelling(item);
                    }}
                    onFeedback={(item) => {
                      focusAfterClose.current = null;
                      setRating(item);
                    }}
                    onAddToCalendar={(item) =>
                      calendar.mutate(
                        { id: item._id, fileName: calendarFileName(item.workshopTitle) },
                        {
                          onError: (error) =>
                            show({ tone: 'error', text: failureMessage(error, CALENDAR_FAILED) }),
                        },
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel booking"
        message={`Are you sure you want to cancel your booking for “${cancelling?.workshopTitle ?? ''}”?`}
        confirmLabel="Cancel booking"
        pendingLabel="Cancelling…"
        cancelLabel="Keep booking"
        tone="danger"
        isPending={cancel.isPending}
        error={cancel.isError ? failureMessage(cancel.error, WORKSHOP_MESSAGES.cancelFailed) : null}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
        returnFocusRef={focusAfterClose}
      />
      <FeedbackDialog
        booking={rating}
        onClose={() => setRating(null)}
        returnFocusRef={focusAfterClose}
        onSent={(message) => {
          showOutcome(message);
          setRating(null);
        }}
      />
    </section>
  );
}
