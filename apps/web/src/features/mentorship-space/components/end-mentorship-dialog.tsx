import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EndMentorship,
  endMentorshipSchema,
  MENTORSHIP_SPACE_LIMITS as L,
  MENTORSHIP_SPACE_MESSAGES as M,
} from '@mentorbridge/shared';
import { type RefObject, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useEndMentorship } from '../api/end-mentorship';

interface EndMentorshipDialogProps {
  open: boolean;
  mentorshipId: string;
  otherName: string;
  upcomingCount: number;
  onClose: () => void;
  onEnded: (message: string) => void;
  /** Told after the end, so the page can refresh what other screens show of this mentorship. */
  onChanged?: () => void;
  /** Where focus goes on closing, once the button that opened it is gone. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function ClosingNoteForm({
  id,
  guard,
  otherName,
  onSubmit,
}: {
  id: string;
  guard: SubmitGuard;
  otherName: string;
  onSubmit: (body: EndMentorship) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(endMentorshipSchema), defaultValues: { closingNote: '' } });
  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))}>
      <TextArea
        label="Closing note"
        rows={4}
        isRequired
        data-autofocus
        maxLength={L.closingNoteMax}
        hint={`${otherName} sees it.`}
        error={errors.closingNote?.message}
        {...register('closingNote')}
      />
    </form>
  );
}

export function EndMentorshipDialog({
  open,
  mentorshipId,
  otherName,
  upcomingCount,
  onClose,
  onEnded,
  onChanged,
  returnFocusRef,
}: EndMentorshipDialogProps) {
  const formId = useId();
  const end = useEndMentorship(mentorshipId, onChanged);
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = end.isPending || isSubmitting;
  const close = () => {
    end.reset();
    onClose();
  };
  const submit = (body: EndMentorship) =>
    end
      .mutateAsync(body, {
        onSuccess: (result) => {
          end.reset();
          onEnded(result.message || M.mentorshipEnded);
        },
      })
      .catch(() => undefined);

  return (
    <Dialog
      open={open}
      onClose={close}
      isBusy={isBusy}
      returnFocusRef={returnFocusRef}
      title="End mentorship"
      description={`With ${otherName}. No new sessions can be booked afterwards, and the goals and notes stay readable.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Keep mentorship
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={end.isPending}
            disabled={isSubmitting}
          >
            {end.isPending ? 'Ending…' : 'End mentorship'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {upcomingCount > 0 ? (
          <Alert tone="info">
            {upcomingCount === 1
              ? 'Your upcoming session is cancelled, with your closing note as the reason.'
              : `Your ${upcomingCount} upcoming sessions are cancelled, with your closing note as the reason.`}
          </Alert>
        ) : null}
        <ClosingNoteForm id={formId} guard={guard} otherName={otherName} onSubmit={submit} />
        {end.isError ? <Alert tone="error">{failureMessage(end.error, M.endFailed)}</Alert> : null}
      </div>
    </Dialog>
  );
}
