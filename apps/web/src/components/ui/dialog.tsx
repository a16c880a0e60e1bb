import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';

export const DIALOG_SIZES = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
} as const;

export interface DialogProps {
  open: boolean;
  /** Called when the user dismisses the dialog: Escape or the close button (not when `open` turns false). */
  onClose: () => void;
  /** The visible title; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A lead line under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Cancel first in the DOM, so it is reached first after the fields). */
  footer?: ReactNode;
  size?: keyof typeof DIALOG_SIZES;
  /** While true, Escape and the close button do nothing (an action is in flight). */
  isBusy?: boolean;
  /**
   * Where focus goes when the dialog closes. Defaults to the element that had focus when it opened, for
   * example when that element is about to disappear (the card of an answered request).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function isFocusable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element !== document.body;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert and traps focus;
 * it is labelled by its title; Escape closes it; focus moves to the first field marked `data-autofocus`
 * (else the browser's first focusable element) and back to the opener on close.
 * The content renders only while open, so forms start fresh each time.
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
  // The latest props, read by the native event handlers and the close effect.
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
    // Runs when `open` turns false and when the dialog unmounts while open.
    return () => {
      if (element.open) {
        // The browser fires `close` a task later. When the effect runs again at once (StrictMode's
        // remount, or a dialog that opens on mount like /mentorship?mentor=…), that event reaches the
        // reopened dialog and must not read as a dismissal.
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
        // Escape: the parent decides whether to close, so `open` stays the single source of truth.
        event.preventDefault();
        dismiss();
      }}
      onClose={() => {
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
