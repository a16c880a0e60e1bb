import { type AlumniRequest, MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import { type FormEvent, type RefObject, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useRejectMentorshipRequest } from '../api/reject-mentorship-request';

const REASON_MAX = 1000;

interface RejectRequestDialogProps {
  request: AlumniRequest | null;
  onCancel: () => void;
  onRejected: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function RejectRequestDialog({
  request,
  onCancel,
  onRejected,
  returnFocusRef,
}: RejectRequestDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const { mutate, isPending, reset } = useRejectMentorshipRequest();
  const failure = useTimedBanner();
  const { clear } = failure;

  const requestId = request?._id;
  useEffect(() => {
    if (!requestId) return;
    setReason('');
    clear();
  }, [requestId, clear]);

  const cancel = () => {
    reset();
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    mutate(
      { id: request._id, rejectionReason: reason.trim() || undefined },
      {
        onSuccess: (result) => {
          reset();
          onRejected(result.message || MENTORSHIP_MESSAGES.rejected);
        },
        onError: (error) =>
          failure.show({ tone: 'error', text: failureMessage(error, MENTORSHIP_MESSAGES.rejectFailed) }),
      },
    );
  };

  return (
    <Dialog
      open={request !== null}
      onClose={cancel}
      isBusy={isPending}
      title="Reject Request"
      description={
        request ? `Let ${request.student.name} know why you cannot help right now (optional).` : undefined
      }
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={isPending}>
            {isPending ? 'Rejecting…' : 'Reject Request'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextArea
          label="Reason (optional)"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint={`${reason.length}/${REASON_MAX}`}
          data-autofocus
        />
        {failure.banner ? <Alert tone="error">{failure.banner.text}</Alert> : null}
      </form>
    </Dialog>
  );
}
