import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatInstant,
  MENTOR_SESSION_MESSAGES as M,
  MENTOR_SESSION_LIMITS,
  type MentorSession,
  type SessionMeetingLink,
  sessionMeetingLinkSchema,
} from '@mentorbridge/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useSetMeetingLink } from '../api/set-meeting-link';

interface MeetingLinkDialogProps {
  /** The alumni's own booked session, or null when closed. */
  session: MentorSession | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function LinkForm({
  id,
  guard,
  current,
  onSubmit,
}: {
  id: string;
  guard: SubmitGuard;
  current: string | null;
  onSubmit: (body: SessionMeetingLink) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(sessionMeetingLinkSchema),
    defaultValues: { meetingLink: current ?? '' },
  });
  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))}>
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://meet.example.com/your-room"
        data-autofocus
        maxLength={MENTOR_SESSION_LIMITS.meetingLinkMax}
        hint="Leave it empty to use the default link from your availability, if you set one. Your student is told and gets an updated calendar invitation."
        error={errors.meetingLink?.message}
        {...register('meetingLink')}
      />
    </form>
  );
}

/** Sets or clears the link of one booked session; an empty field goes back to the default link. */
export function MeetingLinkDialog({ session, onClose, onSaved }: MeetingLinkDialogProps) {
  const formId = useId();
  const save = useSetMeetingLink();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = save.isPending || isSubmitting;
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (body: SessionMeetingLink) =>
    session
      ? save
          .mutateAsync(
            { id: session._id, body },
            {
              onSuccess: (result) => {
                save.reset();
                onSaved(result.message || M.meetingLinkSaved);
              },
            },
          )
          .catch(() => undefined)
      : Promise.resolve();

  return (
    <Dialog
      open={session !== null}
      onClose={close}
      isBusy={isBusy}
      title="Set meeting link"
      description={session ? `With ${session.student.name} · ${formatInstant(session.start)}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending} disabled={isSubmitting}>
            {save.isPending ? 'Saving…' : 'Save link'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {session ? (
          <LinkForm id={formId} guard={guard} current={session.meetingLink} onSubmit={submit} />
        ) : null}
        {save.isError ? <Alert tone="error">{failureMessage(save.error, M.meetingLinkFailed)}</Alert> : null}
      </div>
    </Dialog>
  );
}
