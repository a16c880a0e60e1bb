import type { StudentBooking } from '@mentorbridge/shared';
import { CalendarPlus, MessageSquareHeart, Video, XCircle } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { CopyableLink } from '@/components/ui/copyable-link';
import { durationLabel, formatDateTime, priceLabel } from '../format';
import { BookingStatusBadge } from './status-badge';

interface BookingCardProps {
  booking: StudentBooking;
  isDownloading: boolean;
  onCancel: (booking: StudentBooking) => void;
  onFeedback: (booking: StudentBooking) => void;
  onAddToCalendar: (booking: StudentBooking) => void;
}

export function BookingCard({
  booking,
  isDownloading,
  onCancel,
  onFeedback,
  onAddToCalendar,
}: BookingCardProps) {
  const { mentor } = booking;
  const titleId = `booking-${booking._id}-title`;
  const isConfirmed = booking.status === 'Confirmed';
  // Only attendees rate a workshop: a no-show cannot.
  const canLeaveFeedback =
    booking.status === 'Completed' && !booking.hasFeedback && booking.attendance !== 'no-show';
  const facts = [
    ['Type', booking.mentorshipType.join(', ') || '—'],
    ['Mode', booking.sessionMode.join(', ') || 'To be announced'],
    ['Duration', durationLabel(booking.duration)],
    ['Price', priceLabel(booking.isPaidSession, booking.sessionCharge)],
  ] as const;

  return (
    <article
      aria-labelledby={titleId}
      className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {booking.workshopTitle}
        </h3>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <UserAvatar name={mentor.name} src={mentor.profilePhoto} className="size-7 text-xs" />
        <span>
          {mentor.name}
          {mentor.company ? <span className="text-slate-500"> · {mentor.company}</span> : null}
        </span>
      </div>
      <p className="mt-3 text-sm font-medium text-slate-900">{formatDateTime(booking.scheduledDate)}</p>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {booking.notes ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Your notes: </span>
          {booking.notes}
        </p>
      ) : null}

      {isConfirmed && booking.meetingLink ? (
        <CopyableLink
          className="mt-3"
          href={booking.meetingLink}
          label="Join meeting"
          icon={<Video className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />}
        />
      ) : null}
      {booking.attendance === 'no-show' ? (
        <p className="mt-3 text-sm text-slate-600">The host marked you as absent from this workshop.</p>
      ) : null}
      {booking.status === 'Completed' && booking.hasFeedback ? (
        <p className="mt-3 text-sm text-slate-600">Thanks — you have rated this workshop.</p>
      ) : null}

      {isConfirmed || booking.canCancel || booking.cancelBlockedReason || canLeaveFeedback ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {isConfirmed ? (
            <Button
              variant="secondary"
              size="sm"
              isLoading={isDownloading}
              onClick={() => onAddToCalendar(booking)}
              aria-label={`Add ${booking.workshopTitle} to calendar`}
            >
              {isDownloading ? null : <CalendarPlus className="size-4" aria-hidden="true" />}
              Add to calendar
            </Button>
          ) : null}
          {canLeaveFeedback ? (
            <Button size="sm" onClick={() => onFeedback(booking)}>
              <MessageSquareHeart className="size-4" aria-hidden="true" />
              Leave feedback
            </Button>
          ) : null}
          {booking.canCancel ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={() => onCancel(booking)}
              aria-label={`Cancel booking for ${booking.workshopTitle}`}
            >
              <XCircle className="size-4" aria-hidden="true" />
              Cancel booking
            </Button>
          ) : null}
          {booking.cancelBlockedReason ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                disabled
                aria-describedby={`${titleId}-cancel-reason`}
              >
                <XCircle className="size-4" aria-hidden="true" />
                Cancel booking
              </Button>
              <p id={`${titleId}-cancel-reason`} className="text-xs text-slate-600">
                {booking.cancelBlockedReason}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
