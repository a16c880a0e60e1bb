import { type AlumniRequest, MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import { Check } from 'lucide-react';
import { type RefObject, useEffect, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useAcceptMentorshipRequest } from '../api/accept-mentorship-request';
import { AcceptRequestForm } from './accept-request-form';

interface AcceptRequestDialogProps {
  request: AlumniRequest | null;
  onCancel: () => void;
  onAccepted: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function AcceptRequestDialog({
  request,
  onCancel,
  onAccepted,
  returnFocusRef,
}: AcceptRequestDialogProps) {
  const formId = useId();
  const { mutateAsync, isPending, reset } = useAcceptMentorshipRequest();
  const failure = useTimedBanner();
  const { clear } = failure;

  // A new request starts without the previous one's failure.
  const requestId = request?._id;
  useEffect(() => {
    if (requestId) clear();
  }, [requestId, clear]);

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog
      open={request !== null}
      onClose={cancel}
      isBusy={isPending}
      size="lg"
      title="Confirm Mentorship & Send Message"
      description={
        request
          ? `Accept ${request.student.name}'s ${request.requestType.toLowerCase()} request. They will get your message and the meeting details by email.`
          : undefined
      }
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isPending}>
            {isPending ? null : <Check className="size-4" aria-hidden="true" />}
            {isPending ? 'Accepting…' : 'Accept & Send'}
          </Button>
        </>
      }
    >
      {request ? (
        <div className="space-y-4">
          <AcceptRequestForm
            id={formId}
            request={request}
            onAccept={async (body) => {
              try {
                const result = await mutateAsync({ id: request._id, body });
                reset();
                onAccepted(result.message || MENTORSHIP_MESSAGES.accepted);
              } catch (error) {
                failure.show({
                  tone: 'error',
                  text: failureMessage(error, MENTORSHIP_MESSAGES.acceptFailed),
                });
                throw error;
              }
            }}
          />
          {failure.banner ? <Alert tone="error">{failure.banner.text}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
