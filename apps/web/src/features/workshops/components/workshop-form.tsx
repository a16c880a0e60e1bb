import {
  SESSION_TYPES,
  WORKSHOP_CATEGORIES,
  WORKSHOP_LIMITS,
  type WorkshopFormBody,
} from '@mentorbridge/shared';
import { useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { browserZoneName, toDateTimeInput } from '../format';
import { SESSION_TYPE_LABELS, type WorkshopFormValues } from '../workshop-form-values';

const L = WORKSHOP_LIMITS;
const TYPE_OPTIONS = SESSION_TYPES.map((value) => ({ value, label: SESSION_TYPE_LABELS[value] }));

interface WorkshopFormProps {
  id: string;
  form: UseFormReturn<WorkshopFormValues, unknown, WorkshopFormBody>;
  /** The dialog saves once at a time. */
  onSubmit: (body: WorkshopFormBody) => Promise<unknown>;
  guard: SubmitGuard;
}

/** The bounds are also the inputs' limits. */
export function WorkshopForm({ id, form, onSubmit, guard }: WorkshopFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form;
  const isPaid = useWatch({ control, name: 'isPaid' });
  const description = useWatch({ control, name: 'description' });
  const minDate = useMemo(() => toDateTimeInput(new Date().toISOString()), []);
  const paidField = register('isPaid');

  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))} className="space-y-4">
      <TextField
        label="Workshop title"
        isRequired
        maxLength={L.titleMax}
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label="Description"
        isRequired
        rows={4}
        maxLength={L.descriptionMax}
        hint={`${description.length}/${L.descriptionMax} characters`}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          isRequired
          placeholder="Select a category"
          options={WORKSHOP_CATEGORIES}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          label="Session type"
          options={TYPE_OPTIONS}
          error={errors.workshopType?.message}
          {...register('workshopType')}
        />
      </div>
      <TextField
        label="Date and time"
        type="datetime-local"
        isRequired
        min={minDate}
        hint={`In your time zone (${browserZoneName()}).`}
        error={errors.scheduledDate?.message}
        {...register('scheduledDate')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={L.duration.min}
          max={L.duration.max}
          step={5}
          hint={`${L.duration.min} to ${L.duration.max} minutes.`}
          error={errors.duration?.message}
          {...register('duration')}
        />
        <TextField
          label="Max participants"
          type="number"
          inputMode="numeric"
          min={L.participants.min}
          max={L.participants.max}
          hint={`${L.participants.min} to ${L.participants.max}.`}
          error={errors.maxParticipants?.message}
          {...register('maxParticipants')}
        />
        <TextField
          label="Cancellation cut-off (hours)"
          type="number"
          inputMode="numeric"
          min={L.cancelCutoffHours.min}
          max={L.cancelCutoffHours.max}
          hint="Students cannot cancel within this many hours of the start (0 for no cut-off)."
          error={errors.cancelCutoffHours?.message}
          {...register('cancelCutoffHours')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <label className="flex items-center gap-2 pt-1 text-sm font-medium text-slate-800 sm:pt-7">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-indigo-600"
            {...paidField}
            onChange={(event) => {
              void paidField.onChange(event);
              if (!event.target.checked) setValue('price', '0');
            }}
          />
          Paid workshop
        </label>
        {isPaid ? (
          <TextField
            label="Price (₹)"
            type="number"
            inputMode="numeric"
            min={L.priceMin}
            max={L.priceMax}
            step={1}
            isRequired
            hint="Whole rupees."
            error={errors.price?.message}
            {...register('price')}
          />
        ) : null}
      </div>
      <TextField
        label="Meeting link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://meet.google.com/abc-defg-hij"
        maxLength={500}
        hint="You can add it later; students see it once their booking is confirmed."
        error={errors.meetingLink?.message}
        {...register('meetingLink')}
      />
      <TextArea
        label="Prerequisites (optional)"
        rows={2}
        maxLength={2000}
        error={errors.prerequisites?.message}
        {...register('prerequisites')}
      />
      <TextField
        label="Topics (optional)"
        placeholder="Caching, Sharding, Queues"
        hint="Separate topics with commas."
        error={errors.topics?.message}
        {...register('topics')}
      />
    </form>
  );
}
