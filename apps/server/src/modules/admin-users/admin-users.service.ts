import {
  ADMIN_LIMITS,
  type AdminUser,
  type AdminUserListQuery,
  dateIn,
  type ListWindow,
  listWindow,
  ADMIN_MESSAGES as M,
  type UserStatusInput,
  userStatusUpdatedMessage,
  zonedToUtc,
} from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { pageTotal } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { assertMayRemove } from './admin-protection';
import {
  countAdminUsers,
  findAdminUser,
  listAdminUsers,
  lockActiveAdmins,
  lockUsers,
  readUserStats,
  setActive,
} from './admin-users.repository';
import { toAdminUser, toUserStats } from './admin-users.views';

const DAY_MS = 24 * 60 * 60 * 1000;

interface AdminUserPage {
  items: AdminUser[];
  total: number;
}

export async function listUsers(
  ctx: AppContext,
  query: AdminUserListQuery,
): Promise<AdminUserPage & { window: ListWindow }> {
  const filter = { q: query.q, role: query.role, status: query.status };
  const window = listWindow(query, ADMIN_LIMITS.userPageSize);
  const { limit, offset } = window;
  const rows = await listAdminUsers(ctx.db, filter, query.sort, limit, offset);
  const total = await pageTotal(rows, offset, () => countAdminUsers(ctx.db, filter));
  return { items: rows.map((row) => toAdminUser(row)), total, window };
}

/** "Today" is the platform's calendar day, as the leaderboard's days are. */
export async function getUserStats(ctx: AppContext) {
  const now = ctx.clock.now();
  const timeZone = ctx.config.PLATFORM_TIME_ZONE;
  const todayStart = zonedToUtc(dateIn(now, timeZone), '00:00', timeZone);
  const row = await readUserStats(ctx.db, todayStart, new Date(now.getTime() - 7 * DAY_MS));
  return { success: true as const, data: toUserStats(row) };
}

/** Setting the status the account already has changes and records nothing. */
export async function setUserStatus(ctx: AppContext, admin: AuthUser, id: string, input: UserStatusInput) {
  if (!isUuid(id)) throw notFound(M.userNotFound);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // Only a deactivation can remove an admin: it takes the admins' locks first, as a deletion does.
    const activeAdmins = input.isActive ? [] : await lockActiveAdmins(tx);
    const [target] = await lockUsers(tx, [id], 'no key update');
    if (!target) throw notFound(M.userNotFound);
    if (target.isActive !== input.isActive) {
      if (!input.isActive) assertMayRemove(admin, [target], activeAdmins);
      await setActive(tx, id, input.isActive, now);
      await recordAudit(
        tx,
        admin,
        {
          action: input.isActive ? 'user.activate' : 'user.deactivate',
          targetType: 'user',
          targetId: id,
          targetLabel: target.name,
          reason: input.reason,
          before: { isActive: target.isActive },
          after: { isActive: input.isActive },
        },
        now,
      );
    }
    return findAdminUser(tx, id);
  });
  // Other instances drop the user on the commit's notification; this one at once (session-subjects.ts).
  ctx.sessions.evict(id);
  return {
    success: true as const,
    message: userStatusUpdatedMessage(input.isActive),
    data: toAdminUser(row),
  };
}
