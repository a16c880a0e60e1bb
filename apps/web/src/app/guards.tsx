import type { Role } from '@mentorbridge/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/** Location state a guard leaves on /login: where the visitor was going. */
export interface FromState {
  from: { pathname: string; search: string; hash: string };
}

/** The path to return to after sign-in, if a guard sent the visitor to /login; only same-site paths. */
export function getReturnPath(state: unknown): string | null {
  const from = (state as Partial<FromState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

interface RequireRoleProps {
  /** Roles allowed in; omit for any signed-in user. */
  allow?: readonly Role[];
}

/**
 * Route guard (part 1 section 2): not signed in → /login (remembering the target in `state.from`);
 * signed in with a role not allowed → /.
 */
export function RequireRole({ allow }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (allow && !allow.includes(session.role)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
