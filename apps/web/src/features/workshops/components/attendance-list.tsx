import type { OwnerWorkshop } from '@mentorbridge/shared';

type OwnerBooking = OwnerWorkshop['bookings'][number];

interface AttendanceListProps {
  bookings: OwnerBooking[];
  noShows: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (bookingId: string, attended: boolean) => void;
}

export function AttendanceList({ bookings, noShows, disabled, onToggle }: AttendanceListProps) {
  if (bookings.length === 0) return null;
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Attendance</legend>
      <p className="text-xs text-slate-600">
        Untick students who did not come: only attendees can leave feedback.
      </p>
      <ul className="max-h-60 space-y-1 overflow-y-auto">
        {bookings.map((booking) => (
          <li key={booking._id}>
            <label className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-indigo-600"
                checked={!noShows.has(booking._id)}
                disabled={disabled}
                onChange={(event) => onToggle(booking._id, event.target.checked)}
              />
              <span className="min-w-0 flex-1 truncate">{booking.studentName}</span>
              <span className="text-xs text-slate-600">
                {noShows.has(booking._id) ? 'No-show' : 'Attended'}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
