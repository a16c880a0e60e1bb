import { ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import type { AuthUser } from '../../platform/auth/guards';
import { badRequest, conflict } from '../../platform/errors';
import type { LockedUser } from './admin-users.repository';

/**
 * `activeAdmins` must be locked by lockActiveAdmins in this transaction, so the answer holds until the
 * commit. The last-admin check comes first: the sole admin removing themselves hears why it matters.
 */
export function assertMayRemove(caller: AuthUser, targets: LockedUser[], activeAdmins: string[]) {
  const removed = new Set(targets.map((target) => target.id));
  const removesAnActiveAdmin = activeAdmins.some((id) => removed.has(id));
  if (removesAnActiveAdmin && activeAdmins.every((id) => removed.has(id))) throw conflict(M.lastAdmin);
  if (removed.has(caller.id)) throw badRequest(M.notSelf);
}
