import { type BookWorkshopInput, type StudentWorkshop, WORKSHOP_LIMITS } from '@mentorbridge/shared';
import { CalendarCheck } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea, TextField } from '@/components/ui/field';
import { browserZoneName, formatDateTime, toDateInput, toTimeInput } from '../format';

interface BookWorkshopDialogProps {
  /** The workshop to book; null keeps the dialog closed. */
  workshop: StudentWorkshop | null;
  isPending: boolean;
  /** The failure of the last attempt, shown inside ('❌ ' and the server's sentence). */
  error: string | null;
  onSubmit: (workshop: StudentWorkshop, body: BookWorkshopInput) => void;
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
}: {
  id: string;
  workshop: StudentWorkshop;
  onSubmit: BookWorkshopDialogProps['onSubmit'];
}) {
  const start = new Date(workshop.scheduledDate);
  const hasDate = !Number.isNaN(start.getTime());
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
      onSubmit={handleSubmit((values) => onSubmit(workshop, { ...values, notes: values.notes.trim() }))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Preferred date" type="date" data-autofocus {...register('scheduledDate')} />
        <TextField
          label="Preferred time"
          type="time"
          hint={`In your time zone (${browserZoneName()}).`}
          {...register('scheduledTime')}
        />
      </div>
      <TextArea
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

/** Book a workshop: preferred date and time, and notes up to 1000 characters (part 2 section 3). */
export function BookWorkshopDialog({
  workshop,
  isPending,
  error,
  onSubmit,
  onClose,
  returnFocusRef,
}: BookWorkshopDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={workshop !== null}
      onClose={onClose}
      isBusy={isPending}
      title={workshop ? `Book “${workshop.title}”` : 'Book workshop'}
      description={
        workshop ? `With ${workshop.mentor.name} · ${formatDateTime(workshop.scheduledDate)}` : undefined
      }
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isPending}>
            {isPending ? null : <CalendarCheck className="size-4" aria-hidden="true" />}
            {isPending ? 'Booking…' : 'Confirm booking'}
          </Button>
        </>
      }
    >
      {workshop ? (
        <div className="space-y-4">
          <BookingForm id={formId} workshop={workshop} onSubmit={onSubmit} />
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
