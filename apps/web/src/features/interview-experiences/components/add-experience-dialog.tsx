import { type AddExperienceForm as AddExperienceBody, EXPERIENCE_MESSAGES } from '@mentorbridge/shared';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { failureMessage } from '@/lib/failure-message';
import { useAddExperience } from '../api/add-experience';
import { type AddFormValues, addResolver, emptyAddValues } from '../experience-form-values';
import { showServerFieldErrors } from '../server-field-errors';
import { AddExperienceForm } from './add-experience-form';

interface AddExperienceDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}

function AddPanel({
  formId,
  add,
  guard,
  onAdded,
}: {
  formId: string;
  add: ReturnType<typeof useAddExperience>;
  guard: SubmitGuard;
  onAdded: (message: string) => void;
}) {
  const form = useForm<AddFormValues, unknown, AddExperienceBody>({
    resolver: addResolver,
    defaultValues: emptyAddValues(),
  });
  // One opening is one attempt: a retry or a doubled click with the same form reuses the key.
  const keyFor = useIdempotencyKey();
  const leaveGuard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = (body: AddExperienceBody) =>
    add
      .mutateAsync(
        { body, idempotencyKey: keyFor(body) },
        {
          onSuccess: (result) => onAdded(result.message || EXPERIENCE_MESSAGES.added),
          onError: (error) => showServerFieldErrors(form, error),
        },
      )
      // onError shows the failure; the promise only releases the guard.
      .catch(() => undefined);

  return (
    <div className="space-y-4">
      <AddExperienceForm id={formId} form={form} onSubmit={submit} guard={guard} />
      {add.isError ? (
        <Alert tone="error">{failureMessage(add.error, EXPERIENCE_MESSAGES.addFailed)}</Alert>
      ) : null}
      {leaveGuard.dialog}
    </div>
  );
}

export function AddExperienceDialog({ open, onClose, onAdded }: AddExperienceDialogProps) {
  const formId = useId();
  const add = useAddExperience();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = add.isPending || isSubmitting;
  const close = () => {
    add.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      isBusy={isBusy}
      size="lg"
      title="Add New Experience"
      description="Share the rounds and questions of an interview you took, so students can prepare."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={add.isPending} disabled={isSubmitting}>
            {add.isPending ? null : <Send className="size-4" aria-hidden="true" />}
            {add.isPending ? 'Sharing…' : 'Share Experience'}
          </Button>
        </>
      }
    >
      {open ? (
        <AddPanel
          formId={formId}
          add={add}
          guard={guard}
          onAdded={(message) => {
            add.reset();
            onAdded(message);
          }}
        />
      ) : null}
    </Dialog>
  );
}
