import type { BookingStatus, WorkshopDisplayStatus } from '@mentorbridge/shared';

const BOOKING_TONES: Record<BookingStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-green-100 text-green-800',
  Completed: 'bg-indigo-100 text-indigo-800',
  Cancelled: 'bg-slate-200 text-slate-700',
};

const WORKSHOP_TONES: Record<WorkshopDisplayStatus, string> = {
  upcoming: 'bg-green-100 text-green-800',
  completed: 'bg-indigo-100 text-indigo-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

export const WORKSHOP_STATUS_LABELS: Record<WorkshopDisplayStatus, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const BADGE = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The alumni view tolerates lower-case statuses. */
export function BookingStatusBadge({ status }: { status: string }) {
  const label = (status.charAt(0).toUpperCase() + status.slice(1).toLowerCase()) as BookingStatus;
  return <span className={`${BADGE} ${BOOKING_TONES[label] ?? 'bg-slate-100 text-slate-700'}`}>{label}</span>;
}

export function WorkshopStatusBadge({ status }: { status: WorkshopDisplayStatus }) {
  return <span className={`${BADGE} ${WORKSHOP_TONES[status]}`}>{WORKSHOP_STATUS_LABELS[status]}</span>;
}
