import {
  listWindow,
  RESOURCE_MESSAGES as M,
  RESOURCE_LIMITS,
  type ReportInput,
  type ResourceDetails,
  type ResourceListQuery,
} from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { type PointSource, reversePoints } from '../leaderboard/leaderboard.module';
import { countsAmong, type ReaderCounts, resourcePage } from './resource-list.repository';
import {
  adjustRatingTotals,
  countView,
  deleteResourceRow,
  findRating,
  findResource,
  findResourceView,
  lockResource,
  type ResourceScope,
  resourceStats,
  updateResource,
  upsertRating,
} from './resources.repository';
import { mayEdit, mayView, scopeOf, toResource } from './resources.views';

export const pointSource = (id: string): PointSource => ({
  kind: 'resource_published',
  sourceType: 'resource',
  sourceId: id,
});

export async function readResource(executor: Executor, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await findResourceView(executor, id, viewer.id);
  if (!row || !mayView(row.resource, viewer)) throw notFound(M.notFound);
  return toResource(row, viewer);
}

async function lockEditable(tx: Executor, editor: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await lockResource(tx, id);
  if (!resource || !mayView(resource, editor)) throw notFound(M.notFound);
  if (!mayEdit(resource, editor)) throw forbidden();
  return resource;
}

const UNCOUNTED: ReaderCounts = { views: 0, downloads: 0, myRating: null };

/** The shared page is cached; its counts and the viewer's ratings are read afresh and merged into new rows. */
export async function listResourcesIn(
  ctx: AppContext,
  viewer: AuthUser,
  scope: ResourceScope,
  query: ResourceListQuery,
  pageSize: number = RESOURCE_LIMITS.defaultPageSize,
) {
  const filter = {
    q: query.q,
    category: query.category,
    status: scope.kind === 'published' ? undefined : query.status,
    sort: query.sort,
  };
  const window = listWindow(query, pageSize);
  const { limit, offset } = window;
  const page = await resourcePage(ctx, scope, filter, limit, offset);
  const ids = page.rows.map((row) => row.resource.id);
  const counts = ids.length > 0 ? await countsAmong(ctx.db, viewer.id, ids) : new Map<string, ReaderCounts>();
  const items = page.rows.map((row) =>
    toResource({ ...row, ...(counts.get(row.resource.id) ?? UNCOUNTED) }, viewer),
  );
  return { items, total: page.total, window };
}

export function listResources(ctx: AppContext, viewer: AuthUser, query: ResourceListQuery) {
  return listResourcesIn(ctx, viewer, scopeOf(viewer), query);
}

export async function getResourceStats(ctx: AppContext, viewer: AuthUser) {
  const data = await resourceStats(ctx.db, viewer.role === 'admin' ? null : viewer.id);
  return { success: true as const, data };
}

export async function getResource(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await findResource(ctx.db, id);
  if (!resource || !mayView(resource, viewer)) throw notFound(M.notFound);
  await countView(ctx.db, id);
  return { success: true as const, data: await readResource(ctx.db, viewer, id) };
}

export async function editResource(ctx: AppContext, editor: AuthUser, id: string, input: ResourceDetails) {
  await ctx.db.transaction(async (tx) => {
    await lockEditable(tx, editor, id);
    await updateResource(tx, id, { ...input, updatedAt: ctx.clock.now() });
  });
  return { success: true as const, message: M.updated, data: await readResource(ctx.db, editor, id) };
}

/** The stored file goes after the commit: a failure leaves an unreachable file, never a resource without one. */
export async function deleteResource(ctx: AppContext, editor: AuthUser, id: string) {
  const resource = await ctx.db.transaction((tx) => deleteResourceIn(ctx, tx, editor, id));
  await removeStoredFile(ctx, resource.storageKey);
  return { success: true as const, message: M.deleted };
}

export async function deleteResourceIn(ctx: AppContext, tx: Executor, editor: AuthUser, id: string) {
  const row = await lockEditable(tx, editor, id);
  await reversePoints(ctx, tx, pointSource(id));
  await closeReportsOf(ctx, tx, 'resource', id);
  await deleteResourceRow(tx, id);
  if (row.uploaderId !== editor.id) {
    await recordAudit(
      tx,
      editor,
      {
        action: 'resource.delete',
        targetType: 'resource',
        targetId: id,
        targetLabel: row.title,
        before: { status: row.status, uploaderId: row.uploaderId, fileName: row.fileName },
      },
      ctx.clock.now(),
    );
  }
  return row;
}

export async function removeStoredFile(ctx: AppContext, storageKey: string) {
  try {
    await ctx.storage.delete(storageKey);
  } catch (error) {
    ctx.logger.warn({ err: error, key: storageKey }, 'stored file of a deleted resource not removed');
  }
}

/** Locked first, so concurrent ratings move the maintained sum and count by exactly each difference. */
export async function rateResource(ctx: AppContext, rater: AuthUser, id: string, input: { rating: number }) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const resource = await lockResource(tx, id);
    if (!resource || !mayView(resource, rater)) throw notFound(M.notFound);
    if (resource.status !== 'published') throw badRequest(M.notPublished);
    if (resource.uploaderId === rater.id) throw badRequest(M.cannotRateOwn);
    const previous = await findRating(tx, id, rater.id);
    await upsertRating(tx, { resourceId: id, userId: rater.id, rating: input.rating, at: now });
    await adjustRatingTotals(tx, id, input.rating - (previous?.rating ?? 0), previous ? 0 : 1);
  });
  return {
    success: true as const,
    message: M.rated(input.rating),
    data: await readResource(ctx.db, rater, id),
  };
}

export async function reportResource(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await findResource(ctx.db, id);
  if (!resource || !mayView(resource, reporter)) throw notFound(M.notFound);
  return fileReport(ctx, reporter, { kind: 'resource', id, authorId: resource.uploaderId }, input);
}
