import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isKept } from '../cache/kept-values';
import { markKeptBytes } from './kept-compression';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];
type RouteSchema = Parameters<SerializerCompiler>[0];

/**
 * The JSON Schema of a response, when zod can say it exactly: no transforms, no custom checks the schema
 * cannot carry. Null otherwise, and that response keeps zod's own serializer.
 */
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

/**
 * Responses are written by fast-json-stringify, compiled once per route from the JSON Schema of the same
 * shared zod schema the OpenAPI reference is generated from: only the declared fields are written, and
 * nothing is parsed again on the way out (zod's serializer re-validated every answer, about 7 % of a read).
 * A response zod cannot express as JSON Schema keeps zod's serializer.
 */
export const serializerCompiler: SerializerCompiler = (routeSchema: RouteSchema) => {
  const json = responseJsonSchema(routeSchema.schema);
  if (!json) {
    zodSerializedResponses.add(`${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}`);
    return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  }
  const serialize = fastJson(json) as (data: unknown) => string;
  return (data: unknown) => (isKept(data) ? serializedOnce(data, serialize) : serialize(data));
};

/** The bytes of kept values, per value and serializer (one value may answer routes of different shapes). */
const SERIALIZED = new WeakMap<object, Map<(data: unknown) => string, Buffer>>();

/**
 * A kept answer (platform/cache/kept-values.ts) is the same object for every reader until its cache lets it
 * go, so it is written once and its bytes are sent again: a kept leaderboard of 100 entries (56 KB) spent
 * about 40 % of its CPU serialising and then measuring the string for Content-Length. Fastify sends a
 * Buffer as it is. The bytes live exactly as long as the value (a WeakMap on it).
 */
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
