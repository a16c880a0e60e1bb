import { errorBodySchema } from '@mentorbridge/shared';
import { z } from 'zod';

/** The OpenAPI security of routes that need a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Error responses of a route: each listed status answers the one error body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** `:id` path parameters; ids that are not UUIDs are answered 404 by the services. */
export const idParams = z.object({ id: z.string().max(100) });
