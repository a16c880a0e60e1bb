import { MENTOR_SESSION_LIMITS, WEEKDAY_NAMES } from '@mentorbridge/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { type AvailabilityValues, NEW_WINDOW, WEEK_ORDER } from '../availability-values';

interface WeeklyHoursFieldsProps {
  control: Control<AvailabilityValues, unknown, unknown>;
  register: UseFormRegister<AvailabilityValues>;
  errors: FieldErrors<AvailabilityValues>;
}

/** One flat list in the form, as the contract has it, shown grouped by weekday. */
export function WeeklyHoursFields({ control, register, errors }: WeeklyHoursFieldsProps) {
  const windows = useFieldArray({ control, name: 'weeklyHours' });
  const isFull = windows.fields.length >= MENTOR_SESSION_LIMITS.windowsMax;
  const listError = errors.weeklyHours?.message ?? errors.weeklyHours?.root?.message;

  return (
    <div className="space-y-3">
      {WEEK_ORDER.map((weekday) => {
        const dayName = WEEKDAY_NAMES[weekday];
        const rows = windows.fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.weekday === weekday);
        return (
          <fieldset key={weekday} className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{dayName}</legend>
            {rows.length === 0 ? <p className="text-sm text-slate-600">Not available</p> : null}
            <ul className="space-y-3">
              {rows.map(({ field, index }) => {
                const rowError = errors.weeklyHours?.[index];
                return (
                  <li key={field.id} className="space-y-1">
                    <div className="flex flex-wrap items-end gap-2">
                      <TextField
                        label="From"
                        type="time"
                        wrapperClassName="min-w-0 flex-1 basis-28"
                        error={rowError?.start?.message}
                        {...register(`weeklyHours.${index}.start`)}
                      />
                      <TextField
                        label="To"
                        type="time"
                        wrapperClassName="min-w-0 flex-1 basis-28"
                        error={rowError?.end?.message}
                        {...register(`weeklyHours.${index}.end`)}
                      />
                      <Button
                        variant="ghost"
                        size="md"
                        onClick={() => windows.remove(index)}
                        aria-label={`Remove ${dayName} hours`}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                    {rowError?.message ? <p className="text-sm text-red-700">{rowError.message}</p> : null}
                  </li>
                );
              })}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={isFull}
              onClick={() => windows.append({ weekday, ...NEW_WINDOW })}
              aria-label={`Add hours on ${dayName}`}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add hours
            </Button>
          </fieldset>
        );
      })}
      {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
    </div>
  );
}
