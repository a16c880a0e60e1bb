import { type FormEvent, useCallback, useRef, useState } from 'react';

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<unknown>;

export type SubmitGuard = (handler: SubmitHandler) => (event: FormEvent<HTMLFormElement>) => void;

/**
 * `isPending` turns true a render late and react-hook-form validates asynchronously, so a fast
 * double-click would send twice: the ref shuts the gate inside the first submit event. The handler's
 * promise must settle with the request (mutateAsync, not mutate).
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
