import { MENTORSHIP_MESSAGES, type StudentRequest } from '@mentorbridge/shared';
import type { RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';
import { useWithdrawMentorshipRequest } from '../api/withdraw-mentorship-request';

export const WITHDRAW_FAILED = 'Failed to withdraw request';

interface WithdrawRequestDialogProps {
  request: StudentRequest | null;
  onCancel: () => void;
  onWithdrawn: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Cancel has the first focus, so Enter alone never withdraws. */
export function WithdrawRequestDialog({
  request,
  onCancel,
  onWithdrawn,
  returnFocusRef,
}: WithdrawRequestDialogProps) {
  const { mutate, isPending, isError, error, reset } = useWithdrawMentorshipRequest();
  const cancel = () => {
    reset();
    onCancel();
  };
  const withdraw = () => {
    if (!request) return;
    mutate(request._id, {
      onSuccess: (result) => {
        reset();
        onWithdrawn(result.message || MENTORSHIP_MESSAGES.withdrawn);
      },
    });
  };

  return (
    <Dialog
      open={request !== null}
      onClose={cancel}
      isBusy={isPending}
      size="sm"
      title="Withdraw Request"
      description={
        request
          ? `Are you sure you want to withdraw your ${request.requestType.toLowerCase()} request to ${request.alumni.name}?`
          : undefined
      }
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={isPending} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={withdraw} isLoading={isPending}>
            Withdraw
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        The alumni will no longer see it. You can send a new request later.
      </p>
      {isError ? (
        <Alert tone="error" className="mt-3">
          {failureMessage(error, WITHDRAW_FAILED)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
