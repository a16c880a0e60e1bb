import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatInstant,
  MENTOR_SESSION_MESSAGES as M,
  MENTOR_SESSION_LIMITS,
  type MentorSession,
  type RescheduleSession,
  rescheduleSessionSchema,
} from '@mentorbridge/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useSlots } from '../api/get-slots';
import { useRescheduleSession } from '../api/reschedule-session';
import { SlotPicker } from './slot-picker';

interface RescheduleSessionDialogProps {
  session: MentorSession | null;
  viewerRole: 'student' | 'alumni';
  onClose: () => void;
  onRescheduled: (message: string) => void;
}

interface RescheduleFormProps {
  id: string;
  session: MentorSession;
  mentorName: string;
  guard: SubmitGuard;
  onSubmit: (body: RescheduleSession) => Promise<unknown>;
}

function RescheduleForm({ id, session, mentorName, guard, onSubmit }: RescheduleFormProps) {
  const slots = useSlots(session.alumni._id, session._id);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(rescheduleSessionSchema), defaultValues: { start: '', reason: '' } });
  const start = watch('start');
  const free = (slots.data?.slots ?? []).filter((slot) => slot.start !== session.start);
  // A slot refetched away (taken meanwhile) is no longer chosen.
  const chosen = free.some((slot) => slot.start === start) ? start : null;
  const submit = (body: RescheduleSession) =>
    chosen ? onSubmit(body) : Promise.resolve(setError('start', { message: M.startInvalid }));

  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(submit))} className="space-y-4">
      <TextArea
        label="Reason"
        rows={2}
        isRequired
        data-autofocus
        maxLength={MENTOR_SESSION_LIMITS.rescheduleReasonMax}
        hint="The other side sees it."
        error={errors.reason?.message}
        {...register('reason')}
      />
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-semibold text-slate-900">New time</legend>
        {errors.start?.message ? <p className="text-sm text-red-700">{errors.start.message}</p> : null}
        {slots.isPending ? (
          <div className="flex justify-center py-6 text-indigo-600">
            <Spinner label="Loading free slots" className="size-6" />
          </div>
        ) : slots.isError ? (
          <Alert tone="error">{failureMessage(slots.error, M.slotsLoadFailed)}</Alert>
        ) : free.length === 0 ? (
          <p className="text-sm text-slate-600">{M.noSlots}</p>
        ) : (
          <SlotPicker
            slots={free}
            timeZone={slots.data.timeZone}
            mentorName={mentorName}
            selected={chosen}
            onSelect={(value) => setValue('start', value, { shouldValidate: true })}
          />
        )}
      </fieldset>
    </form>
  );
}

/** The same slot list as booking, with the session's own time counted free; a reason is required. */
export function RescheduleSessionDialog({
  session,
  viewerRole,
  onClose,
  onRescheduled,
}: RescheduleSessionDialogProps) {
  const formId = useId();
  const reschedule = useRescheduleSession();
  const { guard, isSubmitting } = useSubmitGuard();
  const close = () => {
    reschedule.reset();
    onClose();
  };
  const submit = (body: RescheduleSession) =>
    session
      ? reschedule
          .mutateAsync(
            { id: session._id, body },
            {
              onSuccess: (result) => {
                reschedule.reset();
                onRescheduled(result.message || M.rescheduled);
              },
            },
          )
          .catch(() => undefined)
      : Promise.resolve();
  const other = session ? (viewerRole === 'student' ? session.alumni.name : session.student.name) : '';
  const isBusy = reschedule.isPending || isSubmitting;

  return (
    <Dialog
      open={session !== null}
      onClose={close}
      isBusy={isBusy}
      size="lg"
      title="Reschedule session"
      description={session ? `With ${other} · now ${formatInstant(session.start)}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Keep current time
          </Button>
          <Button type="submit" form={formId} isLoading={reschedule.isPending} disabled={isSubmitting}>
            {reschedule.isPending ? 'Rescheduling…' : 'Reschedule'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {reschedule.isError ? (
          <Alert tone="error">{failureMessage(reschedule.error, M.rescheduleFailed)}</Alert>
        ) : null}
        {session ? (
          <RescheduleForm
            key={session._id}
            id={formId}
            session={session}
            mentorName={viewerRole === 'student' ? session.alumni.name : 'you'}
            guard={guard}
            onSubmit={submit}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
