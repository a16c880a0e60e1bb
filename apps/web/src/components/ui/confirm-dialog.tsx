import type { ReactNode, RefObject } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, in the spec's words (part 2 section 8, confirmation prompts). */
  message: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  isPending: boolean;
  /** A failure to show inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the opener is about to disappear (see Dialog). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Controls shown under the question (e.g. the attendance marked when completing a workshop). */
  children?: ReactNode;
}

/** A yes-or-no question before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  isPending,
  error,
  onConfirm,
  onCancel,
  returnFocusRef,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      isBusy={isPending}
      size="sm"
      title={title}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{message}</p>
        {children}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
