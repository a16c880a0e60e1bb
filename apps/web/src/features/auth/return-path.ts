/** Location state a route guard leaves on /login: where the visitor was going. */
export interface FromState {
  from: { pathname: string; search: string; hash: string };
}

/**
 * The path to return to after sign-in, if a guard sent the visitor to /login; only same-site paths.
 * Kept out of app/guards.tsx (which imports only the type): guards.tsx is in the entry chunk, and a lazy
 * page importing it makes rolldown split React out of that chunk, growing the JS for '/'.
 */
export function getReturnPath(state: unknown): string | null {
  const from = (state as Partial<FromState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
