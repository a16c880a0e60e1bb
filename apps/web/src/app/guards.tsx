import type { Role } from '@mentorbridge/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { FromState } from '@/features/auth/return-path';
import { useSession } from '@/lib/session';
import type { DeniedState } from './route-notice';

interface RequireRoleProps {
  /** Roles allowed in; omit for any signed-in user. */
  allow?: readonly Role[];
}

/** Not signed in → /login (target in `state.from`); a role not allowed → / with `state.denied`. */
export function RequireRole({ allow }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (allow && !allow.includes(session.role)) {
    const state: DeniedState = { denied: { pathname: location.pathname, allow } };
    return <Navigate to={paths.home} replace state={state} />;
  }
  return <Outlet />;
}
