import { type OwnerWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { CalendarClock, CalendarPlus, CircleCheckBig, LayoutGrid, Plus, Ticket } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StatRow } from '@/components/ui/stat-row';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useCompleteWorkshop } from '../api/complete-workshop';
import { useDeleteWorkshop } from '../api/delete-workshop';
import { useMyWorkshops } from '../api/get-my-workshops';
import { CompleteWorkshopDialog } from './complete-workshop-dialog';
import { ManageBookingsDialog } from './manage-bookings-dialog';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { type OwnerAction, OwnerWorkshopCard } from './owner-workshop-card';
import { WORKSHOP_STATUS_LABELS } from './status-badge';
import { WorkshopFormDialog } from './workshop-form-dialog';

export const DELETE_PROMPT = 'Are you sure you want to delete this workshop? All bookings will be cancelled.';

const FILTERS = ['all', 'upcoming', 'completed', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];

type OpenDialog = { kind: 'create' } | { kind: OwnerAction; id: string } | null;

export function MyWorkshopsTab() {
  const workshops = useMyWorkshops();
  const complete = useCompleteWorkshop();
  const remove = useDeleteWorkshop();
  const [filter, setFilter] = useState<Filter>('all');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [noShows, setNoShows] = useState<ReadonlySet<string>>(new Set());
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);
  // Focus goes to the outcome when the card that opened a dialog may be gone (completed, deleted).
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const list = workshops.data ?? [];
  const byStatus = (status: Filter) =>
    status === 'all' ? list : list.filter((workshop) => workshop.status === status);
  const shown = byStatus(filter);
  const totalBookings = list.reduce((sum, workshop) => sum + workshop.bookings.length, 0);
  // Dialogs read the workshop from the latest list, so they show each answer as soon as it reloads.
  const current =
    dialog && dialog.kind !== 'create' ? (list.find((item) => item._id === dialog.id) ?? null) : null;
  const openFor = (kind: OwnerAction) => (dialog?.kind === kind ? current : null);

  const finish = (tone: 'success' | 'error', text: string) => {
    focusAfterClose.current = announcement.current;
    show({ tone, text });
    setDialog(null);
  };
  const onAction = (action: OwnerAction, workshop: OwnerWorkshop) => {
    focusAfterClose.current = null;
    complete.reset();
    remove.reset();
    setNoShows(new Set());
    setDialog({ kind: action, id: workshop._id });
  };
  const confirmComplete = () =>
    current &&
    complete.mutate(
      {
        id: current._id,
        attendance: [...noShows].map((bookingId) => ({ bookingId, status: 'no-show' as const })),
      },
      {
        onSuccess: (result) => finish('success', result.message || WORKSHOP_MESSAGES.completed),
        onError: (error) => finish('error', failureMessage(error, WORKSHOP_MESSAGES.completeFailed)),
      },
    );
  const toggleAttendance = (bookingId: string, attended: boolean) =>
    setNoShows((marked) => {
      const next = new Set(marked);
      if (attended) next.delete(bookingId);
      else next.add(bookingId);
      return next;
    });
  const confirmDelete = () =>
    current &&
    remove.mutate(current._id, {
      onSuccess: (result) => finish('success', result.message || WORKSHOP_MESSAGES.deleted),
      onError: (error) => finish('error', failureMessage(error, WORKSHOP_MESSAGES.deleteFailed)),
    });

  return (
    <section aria-labelledby="my-workshops-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-workshops-title" className="text-xl font-semibold text-slate-900">
          My Workshops
        </h2>
        <Button
          onClick={() => {
            focusAfterClose.current = null;
            setDialog({ kind: 'create' });
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          Create Workshop
        </Button>
      </div>

      <div ref={announcement} tabIndex={-1} className="outline-none">
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      </div>

      {workshops.isPending ? (
        <div className="flex justify-center py-16 text-indigo-700">
          <Spinner label="Loading your workshops…" className="size-8" />
        </div>
      ) : workshops.isError && list.length === 0 ? (
        <Alert tone="error" title={failureMessage(workshops.error, WORKSHOP_MESSAGES.fetchFailed)}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => workshops.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <StatRow
            stats={[
              {
                label: 'Total workshops',
                value: list.length,
                icon: <LayoutGrid className="size-5" aria-hidden="true" />,
              },
              {
                label: 'Upcoming',
                value: byStatus('upcoming').length,
                tone: 'green',
                icon: <CalendarClock className="size-5" aria-hidden="true" />,
              },
              {
                label: 'Completed',
                value: byStatus('completed').length,
                tone: 'slate',
                icon: <CircleCheckBig className="size-5" aria-hidden="true" />,
              },
              {
                label: 'Total bookings',
                value: totalBookings,
                tone: 'amber',
                icon: <Ticket className="size-5" aria-hidden="true" />,
              },
            ]}
          />

          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Show workshops</legend>
            {FILTERS.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={filter === value ? 'primary' : 'secondary'}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {value === 'all' ? 'All' : WORKSHOP_STATUS_LABELS[value]}
                <span className="text-xs opacity-80">({byStatus(value).length})</span>
              </Button>
            ))}
          </fieldset>

          {list.length === 0 ? (
            <EmptyState
              icon={<CalendarPlus className="size-10" aria-hidden="true" />}
              title="No workshops yet"
              text="Create your first workshop and students can book it right away."
            />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<CalendarClock className="size-10" aria-hidden="true" />}
              title={`No ${filter} workshops`}
              text="Choose another filter to see your other workshops."
            />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {shown.map((workshop) => (
                <li key={workshop._id}>
                  <OwnerWorkshopCard workshop={workshop} onAction={onAction} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <WorkshopFormDialog
        state={
          dialog?.kind === 'create'
            ? { mode: 'create' }
            : dialog?.kind === 'edit' && current
              ? { mode: 'edit', workshop: current }
              : null
        }
        onClose={() => setDialog(null)}
        onSaved={(message) => finish('success', message)}
      />
      <ManageBookingsDialog workshop={openFor('manage')} onClose={() => setDialog(null)} />
      <MeetingLinkDialog
        workshop={openFor('meetingLink')}
        onClose={() => setDialog(null)}
        onSaved={(message) => finish('success', message)}
      />
      <CompleteWorkshopDialog
        workshop={openFor('complete')}
        noShows={noShows}
        isPending={complete.isPending}
        onToggle={toggleAttendance}
        onConfirm={confirmComplete}
        onCancel={() => setDialog(null)}
        returnFocusRef={focusAfterClose}
      />
      <ConfirmDialog
        open={openFor('delete') !== null}
        title="Delete workshop"
        message={DELETE_PROMPT}
        confirmLabel="Delete workshop"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
        returnFocusRef={focusAfterClose}
      />
    </section>
  );
}
