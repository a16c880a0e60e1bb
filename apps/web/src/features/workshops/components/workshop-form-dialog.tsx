import { type OwnerWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useSaveWorkshop, type WorkshopBody } from '../api/save-workshop';
import { failureMessage } from '../failure-message';
import {
  emptyWorkshopValues,
  type WorkshopFormValues,
  workshopResolver,
  workshopToValues,
} from '../workshop-form-values';
import { WorkshopForm } from './workshop-form';

const FIELDS = Object.keys(emptyWorkshopValues()) as (keyof WorkshopFormValues)[];

interface WorkshopFormDialogProps {
  /** Closed, a new workshop, or the upcoming workshop to edit. */
  state: { mode: 'create' } | { mode: 'edit'; workshop: OwnerWorkshop } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function WorkshopFormBody({
  formId,
  workshop,
  save,
  onSaved,
}: {
  formId: string;
  workshop: OwnerWorkshop | null;
  save: ReturnType<typeof useSaveWorkshop>;
  onSaved: (message: string) => void;
}) {
  const resolver = useMemo(() => workshopResolver(), []);
  const form = useForm<WorkshopFormValues, unknown, WorkshopBody>({
    resolver,
    defaultValues: workshop ? workshopToValues(workshop) : emptyWorkshopValues(),
  });
  const fallback = workshop ? WORKSHOP_MESSAGES.updateFailed : WORKSHOP_MESSAGES.createFailed;

  const submit = (body: WorkshopBody) =>
    save.mutate(
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
    );

  return (
    <div className="space-y-4">
      <WorkshopForm id={formId} form={form} onSubmit={submit} />
      {save.isError ? <Alert tone="error">{failureMessage(save.error, fallback)}</Alert> : null}
    </div>
  );
}

/** Create Workshop and Edit Workshop (part 2 section 2.2); edit only for upcoming workshops. */
export function WorkshopFormDialog({ state, onClose, onSaved }: WorkshopFormDialogProps) {
  const formId = useId();
  const save = useSaveWorkshop();
  const workshop = state?.mode === 'edit' ? state.workshop : null;
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Dialog
      open={state !== null}
      onClose={close}
      isBusy={save.isPending}
      size="lg"
      title={workshop ? 'Edit Workshop' : 'Create Workshop'}
      description={
        workshop
          ? 'Change the details of this upcoming workshop. Booked students keep their bookings.'
          : 'Students can book it as soon as you create it.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
            {save.isPending ? 'Saving…' : workshop ? 'Save changes' : 'Create Workshop'}
          </Button>
        </>
      }
    >
      {state ? (
        <WorkshopFormBody
          key={workshop?._id ?? 'new'}
          formId={formId}
          workshop={workshop}
          save={save}
          onSaved={(message) => {
            save.reset();
            onSaved(message);
          }}
        />
      ) : null}
    </Dialog>
  );
}
