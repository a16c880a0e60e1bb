import { type OwnerWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { failureMessage } from '@/lib/failure-message';
import { useSetMeetingLink } from '../api/set-meeting-link';
import { validMeetingLink } from '../meeting-link';

interface MeetingLinkDialogProps {
  workshop: OwnerWorkshop | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function MeetingLinkForm({
  id,
  workshop,
  onSubmit,
}: {
  id: string;
  workshop: OwnerWorkshop;
  onSubmit: (link: string) => void;
}) {
  const [link, setLink] = useState(workshop.meetingLink ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const meetingLink = validMeetingLink(link);
        if (!meetingLink) {
          setError(WORKSHOP_MESSAGES.meetingLinkInvalid);
          event.currentTarget.querySelector('input')?.focus();
          return;
        }
        onSubmit(meetingLink);
      }}
    >
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        isRequired
        placeholder="https://meet.google.com/abc-defg-hij"
        maxLength={500}
        value={link}
        onChange={(event) => {
          setLink(event.target.value);
          setError(undefined);
        }}
        error={error}
        data-autofocus
      />
    </form>
  );
}

export function MeetingLinkDialog({ workshop, onClose, onSaved }: MeetingLinkDialogProps) {
  const formId = useId();
  const mutation = useSetMeetingLink();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Dialog
      open={workshop !== null}
      onClose={close}
      isBusy={mutation.isPending}
      title={workshop?.meetingLink ? 'Update meeting link' : 'Add meeting link'}
      description={workshop?.title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {mutation.isPending ? null : <Link2 className="size-4" aria-hidden="true" />}
            {mutation.isPending ? 'Saving…' : 'Save link'}
          </Button>
        </>
      }
    >
      {workshop ? (
        <div className="space-y-4">
          <MeetingLinkForm
            id={formId}
            workshop={workshop}
            onSubmit={(meetingLink) =>
              mutation.mutate(
                { id: workshop._id, meetingLink },
                {
                  onSuccess: (result) => {
                    mutation.reset();
                    onSaved(result.message || WORKSHOP_MESSAGES.meetingLinkSaved);
                  },
                },
              )
            }
          />
          {mutation.isError ? (
            <Alert tone="error">{failureMessage(mutation.error, WORKSHOP_MESSAGES.meetingLinkFailed)}</Alert>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
