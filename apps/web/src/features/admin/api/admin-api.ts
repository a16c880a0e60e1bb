import type { ApiResult } from '@/lib/api-client';

/** The admin console's API prefixes (issue 14). */
export const USERS_API = '/api/users';
export const ADMIN_API = '/api/admin';

/** `/api/users/{id}` and below, with the id encoded. */
export const userPath = (id: string, rest = '') => `${USERS_API}/${encodeURIComponent(id)}${rest}`;

/** The total of a paged list: `X-Total-Count` when readable, else what the body says. */
export function totalOf(result: ApiResult<unknown>, fallback: number): number {
  const header = result.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}

/** The answer of an admin act: its sentence, when the server sent one. */
export interface AdminActResponse {
  success: true;
  message?: string;
}
