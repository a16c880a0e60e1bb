import { Send } from 'lucide-react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

interface FormDialogProps extends Omit<DialogProps, 'footer' | 'isBusy'> {
  /** The id of the form inside, which the submit button submits. */
  formId: string;
  /** The request is in flight: the submit button spins, Cancel and Escape wait. */
  isPending: boolean;
  /** A submit is being handled (checked, then sent): a second one is refused. */
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel: string;
}

/** A dialog around one form, with Cancel and a submit button (the rating and feedback dialogs). */
export function FormDialog({
  formId,
  isPending,
  isSubmitting,
  submitLabel,
  pendingLabel,
  onClose,
  children,
  ...dialog
}: FormDialogProps) {
  const isBusy = isPending || isSubmitting;
  return (
    <Dialog
      {...dialog}
      onClose={onClose}
      isBusy={isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isPending} disabled={isSubmitting}>
            {isPending ? null : <Send className="size-4" aria-hidden="true" />}
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
