import {
  listWindow,
  RESOURCE_MESSAGES as M,
  RESOURCE_LIMITS,
  type ReportInput,
  type Resource,
  type ResourceDetails,
  type ResourceListQuery,
} from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import { countedPage, keptPages } from '../../platform/cache/kept-pages';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { type PointSource, reversePoints } from '../leaderboard/leaderboard.module';
import {
  countResources,
  listResourcePage,
  ratingsAmong,
  resourcePageKey,
  type SharedResourceRow,
} from './resource-list.repository';
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

/** Most readers share one signature (no rating on the page, no upload of theirs), so one kept answer serves them. */
function resourceList(ctx: AppContext) {
  return keptPages<{ rows: SharedResourceRow[]; total: number }, Resource[]>(ctx.readCaches, 'resources', {
    tables: ['resources', 'users'],
    answerTables: ['resource_ratings'],
    // Measured on the bench data: a 100-row page takes about 133 KB of heap, its answer about as much again;
    // an unpaged list keeps up to LIST_CAP rows.
    capacity: 64,
  });
}

function signatureOf(rows: SharedResourceRow[], viewer: AuthUser, ratings: Map<string, number>): string {
  const marks = rows.map(
    ({ resource }) => (resource.uploaderId === viewer.id ? 'm' : '') + (ratings.get(resource.id) ?? ''),
  );
  return `${viewer.role === 'admin' ? 'a' : ''}|${marks.join(',')}`;
}

/** `items` is the kept answer itself, so its bytes are written once. */
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
  const { total, body } = await resourceList(ctx).serve(
    resourcePageKey(scope, filter, limit, offset),
    async () =>
      countedPage(await listResourcePage(ctx.db, scope, filter, limit, offset), offset, () =>
        countResources(ctx.db, scope, filter),
      ),
    {
      read: (rows) =>
        ratingsAmong(
          ctx.db,
          viewer.id,
          rows.map((row) => row.resource.id),
        ),
      none: new Map<string, number>(),
      signature: (rows, ratings) => signatureOf(rows, viewer, ratings),
      build: (rows, ratings) =>
        rows.map((row) => toResource({ ...row, myRating: ratings.get(row.resource.id) ?? null }, viewer)),
    },
  );
  return { items: body, total, window };
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
  // A GET does not empty kept lists as writes do: the reader going back to the list must see their view.
  ctx.readCaches.tableChanged('resources');
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
