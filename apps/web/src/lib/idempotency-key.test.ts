import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a random UUID', () => {
    const key = createIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(createIdempotencyKey()).not.toBe(key);
  });

  it('still makes a UUID where randomUUID is missing (plain http, not a secure context)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const key = createIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(createIdempotencyKey()).not.toBe(key);
  });
});
