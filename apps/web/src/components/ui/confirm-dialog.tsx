import type { ReactNode, RefObject } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  isPending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the opener is about to disappear. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

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
