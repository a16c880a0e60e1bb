import { zodResolver } from '@hookform/resolvers/zod';
import { createMentorshipRequestSchema, MENTORSHIP_LIMITS, MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import { Send } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { failureMessage } from '@/lib/failure-message';
import { useSendMentorshipRequest } from '../api/send-mentorship-request';

export interface RequestMentorshipDialogProps {
  mentor: { _id: string; name: string };
  open: boolean;
  onClose: () => void;
  /** The dialog stays open on success; a card can already switch to 'Request Sent'. */
  onSent?: (result: { requestId: string; message: string }) => void;
  /** When the opener cannot take focus back (it became a disabled 'Request Sent'). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function MessageForm({
  id,
  mentorId,
  onSend,
  guard,
}: {
  id: string;
  mentorId: string;
  onSend: (body: { mentorId: string; message: string }, idempotencyKey: string) => Promise<unknown>;
  guard: SubmitGuard;
}) {
  const keyFor = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(createMentorshipRequestSchema),
    defaultValues: { mentorId, message: '' },
  });
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const length = watch('message')?.length ?? 0;
  return (
    <form
      id={id}
      noValidate
      onSubmit={guard(
        handleSubmit((values) => {
          const body = { mentorId, message: values.message };
          return onSend(body, keyFor(body));
        }),
      )}
    >
      <TextArea
        label="Message"
        rows={5}
        maxLength={MENTORSHIP_LIMITS.messageMax}
        placeholder="Introduce yourself and explain what you would like help with."
        hint={`${length}/${MENTORSHIP_LIMITS.messageMax}`}
        required
        isRequired
        data-autofocus
        error={errors.message?.message}
        {...register('message')}
      />
      {leaveGuard.dialog}
    </form>
  );
}

export function RequestMentorshipDialog({
  mentor,
  open,
  onClose,
  onSent,
  returnFocusRef,
}: RequestMentorshipDialogProps) {
  const formId = useId();
  const { mutateAsync, isPending, isSuccess, isError, error, data, reset } = useSendMentorshipRequest();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = isPending || isSubmitting;

  const close = () => {
    reset();
    onClose();
  };
  const send = async (body: { mentorId: string; message: string }, idempotencyKey: string) => {
    try {
      const result = await mutateAsync({ body, idempotencyKey });
      onSent?.({ requestId: result.data._id, message: result.message || MENTORSHIP_MESSAGES.sentDirectory });
    } catch {
      // The mutation's error state shows the failure in the dialog.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      isBusy={isBusy}
      size="sm"
      returnFocusRef={returnFocusRef}
      title={`Request Mentorship from ${mentor.name}`}
      footer={
        isSuccess ? (
          // The key keeps React from reusing the Cancel button's element, which would skip autoFocus.
          <Button key="sent-close" onClick={close} autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={isPending} disabled={isSubmitting}>
              {isPending ? null : <Send className="size-4" aria-hidden="true" />}
              {isPending ? 'Sending…' : 'Send Request'}
            </Button>
          </>
        )
      }
    >
      {isSuccess ? (
        <Alert tone="success">{data?.message || MENTORSHIP_MESSAGES.sentDirectory}</Alert>
      ) : (
        <div className="space-y-4">
          <MessageForm id={formId} mentorId={mentor._id} onSend={send} guard={guard} />
          {isError ? (
            <Alert tone="error">{failureMessage(error, MENTORSHIP_MESSAGES.sendFailedDirectory)}</Alert>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
