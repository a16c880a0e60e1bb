import { useMemo, useRef } from 'react';
import { createIdempotencyKey } from '@/lib/idempotency-key';

export interface IdempotencyKeys {
  (body: unknown): string;
  /** After an answer that settles the attempt (a refusal): trying again, even the same body, is a new request. */
  reset(): void;
}

/**
 * The same body again (a retry, a doubled click) reuses the key; a changed body gets a new one, since the
 * server refuses a key reused for another request (422). Call it inside what mounts with each opening.
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMemo(
    () =>
      Object.assign(
        (body: unknown) => {
          const text = JSON.stringify(body);
          if (last.current?.body !== text) last.current = { body: text, key: createIdempotencyKey() };
          return last.current.key;
        },
        {
          reset: () => {
            last.current = null;
          },
        },
      ),
    [],
  );
}
