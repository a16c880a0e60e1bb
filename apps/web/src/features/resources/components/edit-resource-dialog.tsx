import { RESOURCE_MESSAGES, type Resource } from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { failureMessage } from '@/lib/failure-message';
import type { ResourceEditBody } from '../api/resources-api';
import { useUpdateResource } from '../api/update-resource';
import { editResolver, type ResourceFormValues, resourceToValues } from '../resource-form-values';
import { ResourceDetailsFields } from './resource-details-fields';

const M = RESOURCE_MESSAGES;

interface EditFormProps {
  id: string;
  resource: Resource;
  guard: SubmitGuard;
  onSubmit: (body: ResourceEditBody) => Promise<unknown>;
}

function EditForm({ id, resource, guard, onSubmit }: EditFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm<ResourceFormValues, unknown, ResourceEditBody>({
    resolver: editResolver,
    defaultValues: resourceToValues(resource),
  });
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))} className="space-y-4">
      <ResourceDetailsFields register={register} errors={errors} category={watch('category')} isTitleFirst />
      {leaveGuard.dialog}
    </form>
  );
}

interface EditResourceDialogProps {
  resource: Resource | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The file stays; only the details change. */
export function EditResourceDialog({ resource, onClose, onSaved }: EditResourceDialogProps) {
  const formId = useId();
  const update = useUpdateResource();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = update.isPending || isSubmitting;
  const close = () => {
    update.reset();
    onClose();
  };

  const save = (body: ResourceEditBody) =>
    resource
      ? update
          .mutateAsync(
            { id: resource._id, body },
            {
              onSuccess: (result) => {
                update.reset();
                onSaved(result?.message || M.updated);
              },
            },
          )
          // The mutation's error state shows the failure; the promise only releases the guard.
          .catch(() => undefined)
      : Promise.resolve();

  return (
    <Dialog
      open={resource !== null}
      onClose={close}
      isBusy={isBusy}
      size="lg"
      title="Edit Resource"
      description="Change how the resource is described. To replace the file, upload it again."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isBusy}>
            {isBusy ? null : <Save className="size-4" aria-hidden="true" />}
            {isBusy ? 'Saving…' : 'Save changes'}
          </Button>
        </>
      }
    >
      {resource ? (
        <div className="space-y-4">
          <EditForm key={resource._id} id={formId} resource={resource} guard={guard} onSubmit={save} />
          {update.isError ? <Alert tone="error">{failureMessage(update.error, M.updateFailed)}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
