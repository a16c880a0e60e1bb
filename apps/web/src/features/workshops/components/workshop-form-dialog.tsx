import { type OwnerWorkshop, WORKSHOP_MESSAGES, type WorkshopFormBody } from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type SubmitGuard, useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { useSaveWorkshop } from '../api/save-workshop';
import {
  emptyWorkshopValues,
  type WorkshopFormValues,
  workshopResolver,
  workshopToValues,
} from '../workshop-form-values';
import { WorkshopForm } from './workshop-form';

const FIELDS = Object.keys(emptyWorkshopValues()) as (keyof WorkshopFormValues)[];

interface WorkshopFormDialogProps {
  state: { mode: 'create' } | { mode: 'edit'; workshop: OwnerWorkshop } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function WorkshopFormPanel({
  formId,
  workshop,
  save,
  onSaved,
  guard,
}: {
  formId: string;
  workshop: OwnerWorkshop | null;
  save: ReturnType<typeof useSaveWorkshop>;
  onSaved: (message: string) => void;
  guard: SubmitGuard;
}) {
  const resolver = useMemo(() => workshopResolver(), []);
  const form = useForm<WorkshopFormValues, unknown, WorkshopFormBody>({
    resolver,
    defaultValues: workshop ? workshopToValues(workshop) : emptyWorkshopValues(),
  });
  const fallback = workshop ? WORKSHOP_MESSAGES.updateFailed : WORKSHOP_MESSAGES.createFailed;
  const leaveGuard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = (body: WorkshopFormBody) =>
    save
      .mutateAsync(
        { id: workshop?._id, body },
        {
          onSuccess: (result) =>
            onSaved(result.message || (workshop ? WORKSHOP_MESSAGES.updated : WORKSHOP_MESSAGES.created)),
          onError: (error) => {
            // The server checks the same rules; its field errors go next to their fields.
            if (!(error instanceof ApiError)) return;
            for (const fieldError of error.errors ?? []) {
              const field = FIELDS.find((name) => name === fieldError.path.split('.')[0]);
              if (field) form.setError(field, { message: fieldError.message });
            }
          },
        },
      )
      // onError handles the failure; the promise only tells the guard when it may save again.
      .catch(() => undefined);

  return (
    <div className="space-y-4">
      <WorkshopForm id={formId} form={form} onSubmit={submit} guard={guard} />
      {save.isError ? <Alert tone="error">{failureMessage(save.error, fallback)}</Alert> : null}
      {leaveGuard.dialog}
    </div>
  );
}

export function WorkshopFormDialog({ state, onClose, onSaved }: WorkshopFormDialogProps) {
  const formId = useId();
  const save = useSaveWorkshop();
  const { guard, isSubmitting } = useSubmitGuard();
  const isBusy = save.isPending || isSubmitting;
  const workshop = state?.mode === 'edit' ? state.workshop : null;
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Dialog
      open={state !== null}
      onClose={close}
      isBusy={isBusy}
      size="lg"
      title={workshop ? 'Edit Workshop' : 'Create Workshop'}
      description={
        workshop
          ? 'Change the details of this upcoming workshop. Booked students keep their bookings.'
          : 'Students can book it as soon as you create it.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending} disabled={isSubmitting}>
            {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
            {save.isPending ? 'Saving…' : workshop ? 'Save changes' : 'Create Workshop'}
          </Button>
        </>
      }
    >
      {state ? (
        <WorkshopFormPanel
          key={workshop?._id ?? 'new'}
          formId={formId}
          workshop={workshop}
          save={save}
          guard={guard}
          onSaved={(message) => {
            save.reset();
            onSaved(message);
          }}
        />
      ) : null}
    </Dialog>
  );
}
