import { ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { notFound } from '../../platform/errors';
import { withdrawInsightRatingsOf } from '../company-insights/company-insights.module';
import { closeReportsOf } from '../content-reports/content-reports.module';
import { withdrawVotesOf } from '../interview-experiences/interview-experiences.module';
import { withdrawReviewsOf } from '../mentor-sessions/mentor-sessions.module';
import {
  deleteUnpublishedResourcesOf,
  removeStoredFile,
  withdrawResourceRatingsOf,
} from '../resources/resources.module';
import { cancelHostedWorkshops, withdrawFeedbackOf } from '../workshops/workshops.module';
import { assertMayRemove } from './admin-protection';
import { deleteUserRow, type LockedUser, lockActiveAdmins, lockUsers } from './admin-users.repository';

/**
 * What the account's rows fed elsewhere is taken back first through each module's own rules; then the row
 * goes (CASCADE), and published content stays under 'Former member' (SET NULL). Returns stored files to
 * remove after the commit.
 */
async function eraseAccount(ctx: AppContext, tx: Executor, admin: AuthUser, target: LockedUser) {
  await cancelHostedWorkshops(ctx, tx, target.id);
  await withdrawFeedbackOf(ctx, tx, target.id);
  await withdrawReviewsOf(ctx, tx, target.id);
  await withdrawVotesOf(ctx, tx, target.id);
  await withdrawInsightRatingsOf(tx, target.id);
  await withdrawResourceRatingsOf(tx, target.id);
  const files = await deleteUnpublishedResourcesOf(ctx, tx, target.id);
  await closeReportsOf(ctx, tx, 'profile', target.id);
  await deleteUserRow(tx, target.id);
  await recordAudit(
    tx,
    admin,
    {
      action: 'user.delete',
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.name,
      before: { name: target.name, email: target.email, role: target.role },
    },
    ctx.clock.now(),
  );
  return files;
}

async function removeAvatars(ctx: AppContext, keys: string[]) {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.logger.warn({ err: error, key }, 'avatar of a deleted account not removed');
    }
  }
}

/** All or nothing; the active admins are locked first, in id order, as every admin removal does. */
async function deleteAccounts(ctx: AppContext, admin: AuthUser, ids: string[], unknownMessage: string) {
  const { files, avatars } = await ctx.db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const targets = await lockUsers(tx, ids, 'update');
    if (targets.length !== ids.length) throw notFound(unknownMessage);
    assertMayRemove(admin, targets, activeAdmins);
    const resourceFiles: string[] = [];
    for (const target of targets) resourceFiles.push(...(await eraseAccount(ctx, tx, admin, target)));
    return {
      files: resourceFiles,
      avatars: targets.flatMap((target) => (target.avatarKey ? [target.avatarKey] : [])),
    };
  });
  // Other instances drop the users on the commit's notification; this one at once (session-subjects.ts).
  for (const id of ids) ctx.sessions.evict(id);
  ctx.mail.notify();
  for (const key of files) await removeStoredFile(ctx, key);
  await removeAvatars(ctx, avatars);
  return ids.length;
}

export async function deleteUser(ctx: AppContext, admin: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.userNotFound);
  await deleteAccounts(ctx, admin, [id.toLowerCase()], M.userNotFound);
  return { success: true as const, message: M.deleted };
}

export async function bulkDeleteUsers(ctx: AppContext, admin: AuthUser, ids: string[]) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const deleted = await deleteAccounts(ctx, admin, unique, M.someUsersNotFound);
  return { success: true as const, message: M.bulkDeleted, deleted };
}
