import type { ApiResult } from '@/lib/api-client';

export const USERS_API = '/api/users';
export const ADMIN_API = '/api/admin';

export const userPath = (id: string, rest = '') => `${USERS_API}/${encodeURIComponent(id)}${rest}`;

/** `X-Total-Count` when readable, else what the body says. */
export function totalOf(result: ApiResult<unknown>, fallback: number): number {
  const header = result.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}

export interface AdminActResponse {
  success: true;
  message?: string;
}
