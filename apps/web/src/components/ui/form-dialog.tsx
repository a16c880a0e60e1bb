import { Send } from 'lucide-react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

interface FormDialogProps extends Omit<DialogProps, 'footer' | 'isBusy'> {
  formId: string;
  isPending: boolean;
  /** A submit is being checked or sent: a second one is refused. */
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel: string;
}

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
