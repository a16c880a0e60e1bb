import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The same body again (a retry, a doubled click) reuses the key; a changed body gets a new one, since the
 * server refuses a key reused for another request (422). Call it inside what mounts with each opening.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: createIdempotencyKey() };
    return last.current.key;
  }, []);
}
