import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key while the body stays the same and makes a new one when it changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current({ message: 'Hello' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current({ message: 'Hello' })).toBe(first);
    const second = result.current({ message: 'Hello again' });
    expect(second).not.toBe(first);
    expect(result.current({ message: 'Hello again' })).toBe(second);
  });

  it('gives the same body a new key once reset (an attempt the server refused is settled)', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current({ slot: 'a' });
    result.current.reset();
    expect(result.current({ slot: 'a' })).not.toBe(first);
  });

  it('starts with a fresh key in every mount (every opening of a dialog)', () => {
    const one = renderHook(() => useIdempotencyKey());
    const two = renderHook(() => useIdempotencyKey());
    expect(one.result.current({ a: 1 })).not.toBe(two.result.current({ a: 1 }));
  });
});
