import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/test-app';
import { markKept } from '../cache/kept-values';
import { serializerCompiler, zodSerializedResponses } from './serializer';

describe('response serialization', () => {
  it('compiles every response schema to fast-json-stringify', async () => {
    const { app } = await createTestApp();
    await app.ready();
    expect([...zodSerializedResponses].sort()).toEqual([]);
    await app.close();
  });
});

describe('kept answers', () => {
  const compile = () =>
    serializerCompiler({
      schema: z.object({ name: z.string(), count: z.number() }),
      method: 'GET',
      url: '/kept',
      httpStatus: '200',
    } as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string | Buffer;

  it('writes a kept value once and sends the same bytes again; any other value is written each time', () => {
    const serialize = compile();
    const kept = { name: 'Ada', count: 1, secret: 'not in the schema' };
    markKept(kept);
    const first = serialize(kept);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(first.toString()).toBe('{"name":"Ada","count":1}');
    expect(serialize(kept)).toBe(first);

    const fresh = { name: 'Grace', count: 2 };
    expect(serialize(fresh)).toBe('{"name":"Grace","count":2}');
    fresh.count = 3;
    expect(serialize(fresh)).toBe('{"name":"Grace","count":3}');
  });

  it('keeps the bytes per serializer: one value answering two routes is written in each one’s shape', () => {
    const kept = { name: 'Ada', count: 1 };
    markKept(kept);
    const narrow = serializerCompiler({
      schema: z.object({ name: z.string() }),
      method: 'GET',
      url: '/narrow',
      httpStatus: '200',
    } as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string | Buffer;
    expect(compile()(kept).toString()).toBe('{"name":"Ada","count":1}');
    expect(narrow(kept).toString()).toBe('{"name":"Ada"}');
  });
});
