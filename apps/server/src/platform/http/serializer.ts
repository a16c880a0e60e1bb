import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
  return fastJson(json) as (data: unknown) => string;
};
