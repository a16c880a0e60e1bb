import { type FormEvent, useCallback, useRef, useState } from 'react';

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<unknown>;

/** Wraps a form's async submit handler so that it runs once at a time (pass it down to the form). */
export type SubmitGuard = (handler: SubmitHandler) => (event: FormEvent<HTMLFormElement>) => void;

/**
 * One submission at a time, for a form that creates something. TanStack Query's `isPending` turns true a
 * render late (its observer notifies on a timer) and react-hook-form validates asynchronously before it
 * calls the handler, so a fast double-click on Submit used to send twice. The ref shuts the gate inside
 * the first submit event; `isSubmitting` disables the button from the next render until the handler
 * settles. The handler's promise must settle with the request (mutateAsync, not mutate).
 */
export function useSubmitGuard() {
  const isLocked = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const guard = useCallback<SubmitGuard>(
    (handler) => (event) => {
      if (isLocked.current) {
        // No handler runs, so nothing else stops the browser's own submission.
        event.preventDefault();
        return;
      }
      isLocked.current = true;
      setSubmitting(true);
      void handler(event).finally(() => {
        isLocked.current = false;
        setSubmitting(false);
      });
    },
    [],
  );

  return { guard, isSubmitting };
}
