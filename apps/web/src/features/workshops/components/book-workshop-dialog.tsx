import { type BookWorkshopInput, type StudentWorkshop, WORKSHOP_LIMITS } from '@mentorbridge/shared';
import { CalendarCheck, CircleX } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea, TextField } from '@/components/ui/field';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import {
  browserZoneName,
  formatDate,
  formatDateTime,
  formatRupees,
  toDateInput,
  toTimeInput,
  weekdayAndTime,
} from '../format';

const READ_ONLY = 'read-only:bg-slate-100';
const NO_FALLBACK = { days: [], time: '' };

interface BookWorkshopDialogProps {
  workshop: StudentWorkshop | null;
  isPending: boolean;
  /** The spec's '❌' prefix is an icon: an emoji glyph is an empty box without an emoji font. */
  error: string | null;
  /** The dialog sends once at a time. */
  onSubmit: (workshop: StudentWorkshop, body: BookWorkshopInput, idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

interface BookingValues {
  scheduledDate: string;
  scheduledTime: string;
  notes: string;
}

function BookingForm({
  id,
  workshop,
  onSubmit,
  guard,
}: {
  id: string;
  workshop: StudentWorkshop;
  onSubmit: BookWorkshopDialogProps['onSubmit'];
  guard: SubmitGuard;
}) {
  const start = new Date(workshop.scheduledDate);
  // The host sets the date and time, so the booking takes them; only a workshop without a valid
  // date lets the student propose one.
  const hasDate = !Number.isNaN(start.getTime());
  const isPaid = workshop.isPaidSession && workshop.sessionCharge > 0;
  const keyFor = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BookingValues>({
    defaultValues: {
      scheduledDate: hasDate ? toDateInput(start) : '',
      scheduledTime: hasDate ? toTimeInput(start) : '',
      notes: '',
    },
  });
  const notes = useWatch({ control, name: 'notes' });
  const max = WORKSHOP_LIMITS.notesMax;

  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={guard(
        handleSubmit((values) => {
          const body = { ...values, notes: values.notes.trim() };
          return onSubmit(workshop, body, keyFor(body));
        }),
      )}
    >
      {hasDate ? (
        // Shown as the rest of the app writes dates, not in the browser's date-input format.
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Date" readOnly value={formatDate(workshop.scheduledDate)} className={READ_ONLY} />
          <TextField
            label="Time"
            readOnly
            value={weekdayAndTime(workshop.scheduledDate, NO_FALLBACK).time}
            hint="Set by the host, in your time zone."
            className={READ_ONLY}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Preferred date" type="date" data-autofocus {...register('scheduledDate')} />
          <TextField
            label="Preferred time"
            type="time"
            hint={`In your time zone (${browserZoneName()}).`}
            {...register('scheduledTime')}
          />
        </div>
      )}
      {isPaid ? (
        <Alert tone="info" title={`Price: ${formatRupees(workshop.sessionCharge)}`}>
          This is a paid workshop. Payment is arranged with the host; MentorBridge takes no payment.
        </Alert>
      ) : null}
      <TextArea
        data-autofocus={hasDate ? true : undefined}
        label="Notes for the mentor"
        rows={4}
        maxLength={max}
        placeholder="What would you like to get out of this session?"
        hint={`${notes.length}/${max} characters`}
        error={errors.notes?.message}
        {...register('notes', {
          maxLength: { value: max, message: `Notes must be at most ${max} characters` },
        })}
      />
    </form>
  );
}

export function BookWorkshopDialog({
  workshop,
  isPending,
  error,
  onSubmit,
  onClose,
  returnFocusRef,
}: BookWorkshopDialogProps) {
  const formId = useId();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = isPending || isSubmitting;
  return (
    <Dialog
      open={workshop !== null}
      onClose={onClose}
      isBusy={isBusy}
      title={workshop ? `Book “${workshop.title}”` : 'Book workshop'}
      description={
        workshop ? `With ${workshop.mentor.name} · ${formatDateTime(workshop.scheduledDate)}` : undefined
      }
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isPending} disabled={isSubmitting}>
            {isPending ? null : <CalendarCheck className="size-4" aria-hidden="true" />}
            {isPending ? 'Booking…' : 'Confirm booking'}
          </Button>
        </>
      }
    >
      {workshop ? (
        <div className="space-y-4">
          <BookingForm id={formId} workshop={workshop} onSubmit={onSubmit} guard={guard} />
          {error ? (
            <Alert tone="error" icon={CircleX}>
              {error}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
