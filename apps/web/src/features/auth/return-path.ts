export interface FromState {
  from: { pathname: string; search: string; hash: string };
}

/**
 * Same-site paths only. Kept out of app/guards.tsx: a lazy page importing that entry-chunk
 * module makes rolldown split React out of it.
 */
export function getReturnPath(state: unknown): string | null {
  const from = (state as Partial<FromState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
