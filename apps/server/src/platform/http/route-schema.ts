import { errorBodySchema } from '@mentorbridge/shared';

/** The OpenAPI security of routes that need a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Error responses of a route: each listed status answers the one error body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
