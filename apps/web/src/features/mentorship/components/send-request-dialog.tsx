import {
  type CreateMentorshipRequestBody,
  MENTORSHIP_MESSAGES,
  RESPONSIVENESS_MESSAGES,
} from '@mentorbridge/shared';
import { CirclePause, Send } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useSendMentorshipRequest } from '../api/send-mentorship-request';
import { MentorSummary, type MentorSummaryProps } from './mentor-summary';
import { SendRequestForm } from './send-request-form';

interface SendRequestDialogProps {
  mentor: MentorSummaryProps & { _id: string };
  open: boolean;
  /** The server would refuse a second request. */
  hasPendingRequest?: boolean;
  /** The server would refuse, so the dialog says so up front and cannot send. */
  isPaused?: boolean;
  onCancel: () => void;
  onSent: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function SendRequestDialog({
  mentor,
  open,
  hasPendingRequest = false,
  isPaused = false,
  onCancel,
  onSent,
  returnFocusRef,
}: SendRequestDialogProps) {
  const formId = useId();
  const pausedNoteId = useId();
  const { mutateAsync, isPending, isError, error, reset } = useSendMentorshipRequest();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = isPending || isSubmitting;

  const send = async (body: CreateMentorshipRequestBody, idempotencyKey: string) => {
    const result = await mutateAsync({ body, idempotencyKey });
    onSent(result.message || MENTORSHIP_MESSAGES.sent);
  };
  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      isBusy={isBusy}
      title="Request Mentorship"
      description={isPaused ? undefined : `Tell ${mentor.name} what you would like help with.`}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={isPending}
            disabled={isSubmitting || isPaused}
            aria-describedby={isPaused ? pausedNoteId : undefined}
          >
            {isPending ? null : <Send className="size-4" aria-hidden="true" />}
            {isPending ? 'Sending…' : 'Send Request'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <MentorSummary {...mentor} />
        {hasPendingRequest ? <Alert tone="info">{MENTORSHIP_MESSAGES.duplicate}.</Alert> : null}
        {isPaused ? (
          <div id={pausedNoteId}>
            <Alert icon={CirclePause}>{RESPONSIVENESS_MESSAGES.paused}</Alert>
          </div>
        ) : (
          <SendRequestForm id={formId} alumniId={mentor._id} onSend={send} guard={guard} />
        )}
        {isError ? <Alert tone="error">{failureMessage(error, MENTORSHIP_MESSAGES.sendFailed)}</Alert> : null}
      </div>
    </Dialog>
  );
}
