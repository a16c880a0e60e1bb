import {
  RESOURCE_MESSAGES as M,
  type PlacementResourcesQuery,
  RESOURCE_LIMITS,
  type ResourceListQuery,
  type VerifyResourceInput,
} from '@mentorbridge/shared';
import { linkBaseUrl } from '../../config';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, notFound } from '../../platform/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUserBasics } from '../../platform/users/users.repository';
import { awardPoints, reversePoints } from '../leaderboard/leaderboard.module';
import { resourcePublishedMail, resourceRefusedMail } from './resources.mails';
import { lockResource, type ResourceRow, updateResource } from './resources.repository';
import { listResourcesIn, pointSource, readResource } from './resources.service';

interface Review {
  tx: Executor;
  admin: AuthUser;
  resource: ResourceRow;
  now: Date;
}

function audit({ tx, admin, resource, now }: Review, action: string, to: string, reason?: string | null) {
  return recordAudit(
    tx,
    admin,
    {
      action,
      targetType: 'resource',
      targetId: resource.id,
      targetLabel: resource.title,
      reason: reason ?? null,
      before: { status: resource.status },
      after: { status: to },
    },
    now,
  );
}

async function publish(ctx: AppContext, review: Review): Promise<string> {
  const { tx, admin, resource, now } = review;
  if (resource.status === 'published') return M.published;
  await updateResource(tx, resource.id, {
    status: 'published',
    refusalReason: null,
    reviewedBy: admin.id,
    reviewedAt: now,
    publishedAt: now,
  });
  const uploader = resource.uploaderId ? await findUserBasics(tx, resource.uploaderId) : undefined;
  if (uploader) {
    await awardPoints(ctx, tx, uploader.id, pointSource(resource.id), now);
    await insertMail(tx, [resourcePublishedMail(uploader, resource.title, linkBaseUrl(ctx.config))], now);
  }
  await audit(review, 'resource.publish', 'published');
  return M.published;
}

async function unpublish(ctx: AppContext, review: Review, reason: string | undefined): Promise<string> {
  const { tx, admin, resource, now } = review;
  await updateResource(tx, resource.id, {
    status: 'pending',
    reviewedBy: admin.id,
    reviewedAt: now,
    publishedAt: null,
  });
  await reversePoints(ctx, tx, pointSource(resource.id));
  await audit(review, 'resource.unpublish', 'pending', reason);
  return M.unpublished;
}

async function refuse(ctx: AppContext, review: Review, reason: string | undefined): Promise<string> {
  const { tx, admin, resource, now } = review;
  if (!reason) throw badRequest(M.refuseReasonRequired);
  await updateResource(tx, resource.id, {
    status: 'refused',
    refusalReason: reason,
    reviewedBy: admin.id,
    reviewedAt: now,
  });
  const uploader = resource.uploaderId ? await findUserBasics(tx, resource.uploaderId) : undefined;
  if (uploader) {
    await insertMail(
      tx,
      [resourceRefusedMail(uploader, resource.title, reason, linkBaseUrl(ctx.config))],
      now,
    );
  }
  await audit(review, 'resource.refuse', 'refused', reason);
  return M.refused;
}

/** The row is locked, so two admins deciding at once act one after the other. */
export async function verifyResource(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  input: VerifyResourceInput,
) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    const resource = await lockResource(tx, id);
    if (!resource) throw notFound(M.notFound);
    const review = { tx, admin, resource, now };
    if (input.isVerified) return publish(ctx, review);
    if (resource.status === 'published') return unpublish(ctx, review, input.reason);
    return refuse(ctx, review, input.reason);
  });
  ctx.mail.notify();
  return { success: true as const, message, data: await readResource(ctx.db, admin, id) };
}

export function listAllResources(ctx: AppContext, admin: AuthUser, query: ResourceListQuery) {
  return listResourcesIn(ctx, admin, { kind: 'all' }, query);
}

/** The admin dashboard's list: every status, newest first, the same cached pages as `listAllResources`. */
export function placementResources(ctx: AppContext, admin: AuthUser, query: PlacementResourcesQuery) {
  const newest: ResourceListQuery = { ...query, sort: 'recent' };
  return listResourcesIn(ctx, admin, { kind: 'all' }, newest, RESOURCE_LIMITS.dashboardLatest);
}
