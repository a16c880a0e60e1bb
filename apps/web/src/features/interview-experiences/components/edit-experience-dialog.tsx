import {
  type EditExperienceForm as EditExperienceBody,
  EXPERIENCE_MESSAGES,
  type MyExperience,
} from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { failureMessage } from '@/lib/failure-message';
import { useUpdateExperience } from '../api/update-experience';
import { type EditFormValues, editResolver, experienceToEditValues } from '../experience-form-values';
import { showServerFieldErrors } from '../server-field-errors';
import { EditExperienceForm } from './edit-experience-form';

interface EditExperienceDialogProps {
  experience: MyExperience | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function EditPanel({
  formId,
  experience,
  update,
  guard,
  onSaved,
}: {
  formId: string;
  experience: MyExperience;
  update: ReturnType<typeof useUpdateExperience>;
  guard: SubmitGuard;
  onSaved: (message: string) => void;
}) {
  const form = useForm<EditFormValues, unknown, EditExperienceBody>({
    resolver: editResolver,
    defaultValues: experienceToEditValues(experience),
  });
  const leaveGuard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = (body: EditExperienceBody) =>
    update
      .mutateAsync(
        { id: experience._id, body },
        {
          onSuccess: (result) => onSaved(result.message || EXPERIENCE_MESSAGES.updated),
          onError: (error) => showServerFieldErrors(form, error),
        },
      )
      .catch(() => undefined);

  return (
    <div className="space-y-4">
      <EditExperienceForm id={formId} form={form} onSubmit={submit} guard={guard} />
      {update.isError ? (
        <Alert tone="error">{failureMessage(update.error, EXPERIENCE_MESSAGES.updateFailed)}</Alert>
      ) : null}
      {leaveGuard.dialog}
    </div>
  );
}

export function EditExperienceDialog({ experience, onClose, onSaved }: EditExperienceDialogProps) {
  const formId = useId();
  const update = useUpdateExperience();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = update.isPending || isSubmitting;
  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Dialog
      open={experience !== null}
      onClose={close}
      isBusy={isBusy}
      size="lg"
      title="Edit Interview Experience"
      description={experience ? `Your ${experience.company} interview.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={update.isPending} disabled={isSubmitting}>
            {update.isPending ? null : <Save className="size-4" aria-hidden="true" />}
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </>
      }
    >
      {experience ? (
        <EditPanel
          key={experience._id}
          formId={formId}
          experience={experience}
          update={update}
          guard={guard}
          onSaved={(message) => {
            update.reset();
            onSaved(message);
          }}
        />
      ) : null}
    </Dialog>
  );
}
