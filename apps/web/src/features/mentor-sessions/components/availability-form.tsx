import { zodResolver } from '@hookform/resolvers/zod';
import {
  MENTOR_SESSION_LIMITS as L,
  MENTOR_SESSION_MESSAGES as M,
  type MentorAvailability,
  mentorAvailabilityInputSchema,
  SESSION_LENGTHS,
} from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { useSaveAvailability } from '../api/save-availability';
import { type AvailabilityValues, toFormValues } from '../availability-values';
import { timeZoneOptions } from '../session-times';
import { BlockedDatesField } from './blocked-dates-field';
import { WeeklyHoursFields } from './weekly-hours-fields';

const LENGTH_OPTIONS = SESSION_LENGTHS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function AvailabilityForm({ availability }: { availability: MentorAvailability }) {
  const save = useSaveAvailability();
  const { guard, isSubmitting } = useSubmitGuard();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(mentorAvailabilityInputSchema),
    defaultValues: toFormValues(availability),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = form;
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const timeZone = useWatch({ control, name: 'timeZone' });
  const blockedDates = useWatch({ control, name: 'blockedDates' });
  const zones = useMemo(() => timeZoneOptions(availability.timeZone), [availability.timeZone]);

  const onSubmit = guard(
    handleSubmit((body) => {
      setNotice(null);
      return save
        .mutateAsync(body, {
          onSuccess: (result) => {
            reset(toFormValues(result.data));
            setNotice(result.message || M.availabilitySaved);
          },
          onError: (error) => {
            if (!(error instanceof ApiError)) return;
            for (const fieldError of error.errors ?? []) {
              setError(fieldError.path as keyof AvailabilityValues, { message: fieldError.message });
            }
          },
        })
        .catch(() => undefined);
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {notice && !isDirty ? <Alert tone="success">{notice}</Alert> : null}
      <Section title="Time zone and sessions">
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="Time zone"
            options={zones}
            hint="Your weekly hours below are in this zone; students see them in their own."
            error={errors.timeZone?.message}
            {...register('timeZone')}
          />
          <SelectField
            label="Session length"
            options={LENGTH_OPTIONS}
            error={errors.sessionMinutes?.message}
            {...register('sessionMinutes', { setValueAs: Number })}
          />
          <TextField
            label="Buffer between sessions (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            max={L.bufferMaxMinutes}
            error={errors.bufferMinutes?.message}
            {...register('bufferMinutes', { valueAsNumber: true })}
          />
          <TextField
            label="Minimum notice (hours)"
            type="number"
            inputMode="numeric"
            min={0}
            max={L.minNoticeMaxHours}
            hint="Students cannot book a slot that starts sooner than this."
            error={errors.minNoticeHours?.message}
            {...register('minNoticeHours', { valueAsNumber: true })}
          />
          <TextField
            label="Sessions per week at most"
            type="number"
            inputMode="numeric"
            min={1}
            max={L.weeklyCapMax}
            error={errors.weeklyCap?.message}
            {...register('weeklyCap', { valueAsNumber: true })}
          />
          <TextField
            label="Default meeting link (optional)"
            type="url"
            inputMode="url"
            placeholder="https://meet.google.com/abc-defg-hij"
            maxLength={L.meetingLinkMax}
            error={errors.meetingLink?.message}
            {...register('meetingLink')}
          />
        </div>
      </Section>
      <Section title={`Weekly hours (${timeZone})`}>
        <WeeklyHoursFields control={control} register={register} errors={errors} />
      </Section>
      <Section title="Blocked dates">
        <BlockedDatesField
          dates={blockedDates ?? []}
          error={errors.blockedDates?.message}
          onChange={(dates) => setValue('blockedDates', dates, { shouldDirty: true })}
        />
      </Section>
      {save.isError ? <Alert tone="error">{failureMessage(save.error, M.saveFailed)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={isSubmitting}>
          {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          {save.isPending ? 'Saving…' : 'Save availability'}
        </Button>
      </div>
      {leaveGuard.dialog}
    </form>
  );
}
