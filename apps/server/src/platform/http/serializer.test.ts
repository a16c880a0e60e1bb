import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { zodSerializedResponses } from './serializer';

describe('response serialization', () => {
  it('compiles every response schema to fast-json-stringify', async () => {
    const { app } = await createTestApp();
    await app.ready();
    expect([...zodSerializedResponses].sort()).toEqual([]);
    await app.close();
  });
});
