import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CancelSession,
  cancelSessionSchema,
  formatInstant,
  MENTOR_SESSION_MESSAGES as M,
  MENTOR_SESSION_LIMITS,
  type MentorSession,
} from '@mentorbridge/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useCancelSession } from '../api/cancel-session';

interface CancelSessionDialogProps {
  session: MentorSession | null;
  otherName: string;
  onClose: () => void;
  onCancelled: (message: string) => void;
}

function ReasonForm({
  id,
  guard,
  onSubmit,
}: {
  id: string;
  guard: SubmitGuard;
  onSubmit: (body: CancelSession) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(cancelSessionSchema), defaultValues: { reason: '' } });
  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))}>
      <TextArea
        label="Reason"
        rows={3}
        isRequired
        data-autofocus
        maxLength={MENTOR_SESSION_LIMITS.cancelReasonMax}
        hint="The other side sees it."
        error={errors.reason?.message}
        {...register('reason')}
      />
    </form>
  );
}

export function CancelSessionDialog({ session, otherName, onClose, onCancelled }: CancelSessionDialogProps) {
  const formId = useId();
  const cancel = useCancelSession();
  const { guard, isSubmitting } = useSubmitGuard();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const submit = (body: CancelSession) =>
    session
      ? cancel
          .mutateAsync(
            { id: session._id, body },
            {
              onSuccess: (result) => {
                cancel.reset();
                onCancelled(result.message || M.cancelled);
              },
            },
          )
          .catch(() => undefined)
      : Promise.resolve();

  return (
    <Dialog
      open={session !== null}
      onClose={close}
      isBusy={cancel.isPending || isSubmitting}
      title="Cancel session"
      description={session ? `With ${otherName} · ${formatInstant(session.start)}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending || isSubmitting}>
            Keep session
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={cancel.isPending}
            disabled={isSubmitting}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel session'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <ReasonForm id={formId} guard={guard} onSubmit={submit} />
        {cancel.isError ? <Alert tone="error">{failureMessage(cancel.error, M.cancelFailed)}</Alert> : null}
      </div>
    </Dialog>
  );
}
