import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The `Idempotency-Key` of one attempt at creating something, such as one opening of a request dialog.
 * Sending the same body again (a retry after a network failure, a doubled click) reuses the key, so the
 * server answers with the first result instead of creating a second row; a changed body gets a new key,
 * because the server refuses a key reused for another request (422). Call it inside what mounts with each
 * opening (a dialog's content), so every opening starts with a fresh key.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: createIdempotencyKey() };
    return last.current.key;
  }, []);
}
