import { ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import { badRequest, conflict } from '../../platform/errors';
import type { LockedUser } from './admin-users.repository';

/**
 * Refuses to deactivate or delete `targets` when that would leave no active admin (409), or when the caller
 * is among them (400). `activeAdmins` are the ids locked by lockActiveAdmins in this transaction, so the
 * answer holds until the commit whatever other admins do meanwhile. The last admin comes first: the sole
 * active admin removing themselves hears why it matters, not only that it is their own account.
 */
export function assertMayRemove(caller: AuthUser, targets: LockedUser[], activeAdmins: string[]) {
  const removed = new Set(targets.map((target) => target.id));
  const removesAnActiveAdmin = activeAdmins.some((id) => removed.has(id));
  if (removesAnActiveAdmin && activeAdmins.every((id) => removed.has(id))) throw conflict(M.lastAdmin);
  if (removed.has(caller.id)) throw badRequest(M.notSelf);
}
