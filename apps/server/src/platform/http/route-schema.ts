import { errorBodySchema } from '@mentorbridge/shared';

export const bearerSecurity = [{ bearerAuth: [] }];

export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
