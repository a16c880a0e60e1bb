import {
  type AdminUserListQuery,
  type AdminUserListResponse,
  ADMIN_MESSAGES as M,
  type UserStatusInput,
  userStatusUpdatedMessage,
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

/**
 * Pages of the user table as answered: the same for every admin (nothing in them depends on who asks), kept
 * per instance until a table they are read from changes (platform/cache/read-caches.ts). `users_admin_columns`
 * is the notification of the users' columns only this table shows (sign-ins, verification, last change:
 * migration 0022), so a sign-in empties this cache and not the other lists of users.
 */
function keptUserPages(ctx: AppContext) {
  return ctx.readCaches.named<AdminUserListResponse>('admin-users:pages', {
    tables: ['users', 'users_admin_columns', 'user_stats', 'user_role_counts'],
    // Measured on the bench data: a page of 20 users takes about 14 KB of heap and 6 KB of bytes, one of 100
    // (the largest page) about 80 KB with its bytes, so at most about 5 MB.
    capacity: 64,
  });
}

/**
 * A page of the user table, searched, filtered and sorted in SQL, with the total for X-Total-Count. A kept
 * page costs no statement.
 */
export async function listUsers(ctx: AppContext, query: AdminUserListQuery) {
  const filter = { q: query.q, role: query.role, status: query.status };
  const offset = (query.page - 1) * query.limit;
  const key = JSON.stringify([
    filter.q ?? null,
    filter.role ?? null,
    filter.status ?? null,
    query.sort,
    query.limit,
    offset,
  ]);
  const answer = await keptUserPages(ctx).read(key, async () => {
    const rows = await listAdminUsers(ctx.db, filter, query.sort, query.limit, offset);
    // A page past the end carries no total; any other page carries it on every row.
    const total = await pageTotal(rows, offset, () => countAdminUsers(ctx.db, filter));
    return {
      success: true as const,
      data: rows.map((row) => toAdminUser(row, ctx.config.PUBLIC_URL)),
      total,
      page: query.page,
      totalPages: Math.ceil(total / query.limit),
    };
  });
  return answer!;
}

/** The dashboard's stat cards ('Active today' within 24 hours, 'New this week' within 7 days). */
export async function getUserStats(ctx: AppContext) {
  const now = ctx.clock.now().getTime();
  const row = await readUserStats(ctx.db, new Date(now - DAY_MS), new Date(now - 7 * DAY_MS));
  return { success: true as const, data: toUserStats(row) };
}

/**
 * Activates or deactivates an account, audited in the same transaction. Deactivating ends the user's
 * sessions at once (the token version moves; the guard also refuses inactive users) and their sign-in
 * answers 'deactivated'. Setting the status the account already has changes and records nothing.
 */
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
    data: toAdminUser(row, ctx.config.PUBLIC_URL),
  };
}
