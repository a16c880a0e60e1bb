import type { OwnerWorkshop } from '@mentorbridge/shared';
import { CircleCheckBig, ClipboardList, Link2, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyableLink } from '@/components/ui/copyable-link';
import { durationLabel, formatDateTime, priceLabel } from '../format';
import { SESSION_TYPE_LABELS } from '../workshop-form-values';
import { WorkshopStatusBadge } from './status-badge';

export type OwnerAction = 'manage' | 'edit' | 'meetingLink' | 'complete' | 'delete';

interface OwnerWorkshopCardProps {
  workshop: OwnerWorkshop;
  onAction: (action: OwnerAction, workshop: OwnerWorkshop) => void;
}

const NOTES = {
  completed: 'This workshop is completed. Attendees can leave feedback, which appears in the Feedback tab.',
  cancelled: 'This workshop was cancelled. Booked students were told by email.',
  cancelledUnbooked: 'This workshop was cancelled before anyone booked it.',
  awaitsCompletion: 'This workshop has taken place. Mark it completed so its attendees can leave feedback.',
} as const;

/** Only a cancelled one that had bookings mailed anyone. */
function closedNote(workshop: OwnerWorkshop): string {
  if (workshop.status === 'completed') return NOTES.completed;
  return workshop.bookings.length > 0 ? NOTES.cancelled : NOTES.cancelledUnbooked;
}

export function OwnerWorkshopCard({ workshop, onAction }: OwnerWorkshopCardProps) {
  const titleId = `owner-workshop-${workshop._id}-title`;
  const pending = workshop.bookings.filter((booking) => booking.status === 'Pending').length;
  const typeLabel =
    SESSION_TYPE_LABELS[workshop.workshopType as keyof typeof SESSION_TYPE_LABELS] ?? workshop.workshopType;
  const facts = [
    ['Duration', durationLabel(workshop.duration)],
    // Marking it completed turns the confirmed bookings into its attendees.
    [
      workshop.isMarkedCompleted ? 'Attended' : 'Confirmed',
      `${workshop.confirmedCount} of ${workshop.maxParticipants}`,
    ],
    [
      'Bookings',
      pending > 0 ? `${workshop.bookings.length} (${pending} pending)` : String(workshop.bookings.length),
    ],
    ['Price', priceLabel(workshop.isPaid, workshop.price)],
  ] as const;
  const act = (action: OwnerAction) => () => onAction(action, workshop);
  const named = (verb: string) => `${verb} ${workshop.title}`;
  // A past workshop shows as completed, but only marking it completed opens feedback to its attendees.
  const awaitsCompletion =
    workshop.status === 'completed' &&
    !workshop.isMarkedCompleted &&
    workshop.bookings.some((booking) => booking.status === 'Confirmed');
  const completeButton = (
    <Button variant="secondary" size="sm" onClick={act('complete')} aria-label={named('Mark completed:')}>
      <CircleCheckBig className="size-4" aria-hidden="true" />
      Mark completed
    </Button>
  );

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-indigo-700 uppercase">
            {workshop.category} · {typeLabel}
          </p>
          <h3 id={titleId} className="mt-1 text-lg font-semibold text-slate-900">
            {workshop.title}
          </h3>
        </div>
        <WorkshopStatusBadge status={workshop.status} />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">{formatDateTime(workshop.scheduledDate)}</p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{workshop.description}</p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {workshop.meetingLink ? (
        <CopyableLink
          className="mt-3"
          href={workshop.meetingLink}
          label="Meeting link"
          icon={<Link2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />}
        />
      ) : null}
      {workshop.topics.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Topics">
          {workshop.topics.map((topic) => (
            <li key={topic} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {topic}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto pt-4">
        {workshop.status === 'upcoming' ? (
          <div className="flex flex-wrap gap-2">
            {workshop.bookings.length > 0 ? (
              <Button size="sm" onClick={act('manage')}>
                <ClipboardList className="size-4" aria-hidden="true" />
                Manage Bookings
                {/* The name starts with the visible text (WCAG 2.5.3), then says which workshop. */}
                {pending > 0 ? (
                  <span className="rounded-full bg-white px-1.5 text-xs font-semibold text-indigo-700">
                    {pending}
                    <span className="sr-only"> pending</span>
                  </span>
                ) : null}
                <span className="sr-only"> for {workshop.title}</span>
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={act('edit')} aria-label={named('Edit')}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={act('meetingLink')}
              aria-label={named('Meeting link for')}
            >
              <Link2 className="size-4" aria-hidden="true" />
              Meeting link
            </Button>
            {workshop.confirmedCount > 0 ? completeButton : null}
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={act('delete')}
              aria-label={named('Delete')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : awaitsCompletion ? (
          <div className="space-y-2">
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{NOTES.awaitsCompletion}</p>
            {completeButton}
          </div>
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{closedNote(workshop)}</p>
        )}
      </div>
    </article>
  );
}
