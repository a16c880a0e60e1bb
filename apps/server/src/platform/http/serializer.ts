import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isKept } from '../cache/kept-values';
import { markKeptBytes } from './kept-compression';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];
type RouteSchema = Parameters<SerializerCompiler>[0];

/** Null when zod cannot express the schema exactly (transforms, custom checks). */
export function responseJsonSchema(schema: unknown): Record<string, unknown> | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

/** The responses that kept zod's serializer ('METHOD url status'), for the test that keeps this list short. */
export const zodSerializedResponses = new Set<string>();

/** fast-json-stringify writes only declared fields; zod's serializer re-validated every answer (~7 % of a read). */
export const serializerCompiler: SerializerCompiler = (routeSchema: RouteSchema) => {
  const json = responseJsonSchema(routeSchema.schema);
  if (!json) {
    zodSerializedResponses.add(`${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}`);
    return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  }
  const serialize = fastJson(json) as (data: unknown) => string;
  return (data: unknown) => (isKept(data) ? serializedOnce(data, serialize) : serialize(data));
};

const SERIALIZED = new WeakMap<object, Map<(data: unknown) => string, Buffer>>();

/** A kept answer is written once: serialising a kept 56 KB leaderboard was about 40 % of its CPU. */
function serializedOnce(data: object, serialize: (data: unknown) => string): string {
  let bySerializer = SERIALIZED.get(data);
  if (!bySerializer) {
    bySerializer = new Map();
    SERIALIZED.set(data, bySerializer);
  }
  let bytes = bySerializer.get(serialize);
  if (!bytes) {
    bytes = Buffer.from(serialize(data));
    markKeptBytes(bytes);
    bySerializer.set(serialize, bytes);
  }
  // Fastify's type says string; a Buffer payload is sent as it is (reply.js onSendEnd).
  return bytes as unknown as string;
}
