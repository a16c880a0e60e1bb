import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';

export const DIALOG_SIZES = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
} as const;

export interface DialogProps {
  open: boolean;
  /** Escape or the close button, not `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Cancel first in the DOM, so it is reached first after the fields. */
  footer?: ReactNode;
  size?: keyof typeof DIALOG_SIZES;
  isBusy?: boolean;
  /** Defaults to the opener; override when the opener is about to disappear (an answered request's card). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function isFocusable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element !== document.body;
}

/**
 * Native <dialog>: showModal() makes the page inert and traps focus. Content renders only while
 * open, so forms start fresh.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  isBusy = false,
  returnFocusRef,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latest = useRef({ open, onClose, isBusy, returnFocusRef });
  useLayoutEffect(() => {
    latest.current = { open, onClose, isBusy, returnFocusRef };
  });
  // Set while this component closes the element itself: the `close` event that follows is not the user's.
  const isClosingItself = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open) {
        // `close` fires a task later; when the effect reruns at once (StrictMode, a dialog opened on
        // mount) that event must not read as a dismissal.
        isClosingItself.current = true;
        element.close();
      }
      const target = latest.current.returnFocusRef?.current ?? opener;
      if (isFocusable(target)) target.focus();
    };
  }, [open]);

  const dismiss = () => {
    if (latest.current.isBusy) return;
    latest.current.onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // React passes a nested dialog's cancel and close up the tree (a question asked over a form).
        if (event.target !== event.currentTarget) return;
        // The parent decides whether to close, so `open` stays the single source of truth.
        event.preventDefault();
        dismiss();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (isClosingItself.current) {
          isClosingItself.current = false;
          return;
        }
        // The browser may close it without a cancelable event (repeated Escape without user activation).
        if (latest.current.open) latest.current.onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${DIALOG_SIZES[size]} overflow-hidden rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:flex open:flex-col`}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={dismiss}
              disabled={isBusy}
              aria-label="Close dialog"
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
