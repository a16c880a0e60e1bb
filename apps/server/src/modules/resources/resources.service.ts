import {
  RESOURCE_MESSAGES as M,
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

/** The ledger source of a resource: +10 to its uploader when published, taken back on unpublish or delete. */
export const pointSource = (id: string): PointSource => ({
  kind: 'resource_published',
  sourceType: 'resource',
  sourceId: id,
});

/** The resource as `viewer` sees it; 404 when it does not exist or is not theirs to see. */
export async function readResource(executor: Executor, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await findResourceView(executor, id, viewer.id);
  if (!row || !mayView(row.resource, viewer)) throw notFound(M.notFound);
  return toResource(row, viewer);
}

/** The row, locked, if the viewer may see it (404 otherwise) and change it (403 otherwise). */
async function lockEditable(tx: Executor, editor: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await lockResource(tx, id);
  if (!resource || !mayView(resource, editor)) throw notFound(M.notFound);
  if (!mayEdit(resource, editor)) throw forbidden();
  return resource;
}

/**
 * Pages of the lists, shared by every reader of a scope and kept until resources or uploaders' names change;
 * whole answers per page read and per what a reader changes in it: their own rating of its resources, and
 * which of them are theirs or, for an admin, all (edit rights and the uploader's e-mail). Most readers share
 * one signature (no rating on the page, no upload of theirs), so one kept answer, serialised once, serves
 * them all (platform/cache/kept-pages.ts).
 */
function resourceList(ctx: AppContext) {
  return keptPages<{ rows: SharedResourceRow[]; total: number }, { success: true; data: Resource[] }>(
    ctx.readCaches,
    'resources',
    {
      tables: ['resources', 'users'],
      answerTables: ['resource_ratings'],
      // Measured on the bench data: a page of 20 resources takes about 28 KB of heap, one of 100 (the largest
      // page) about 133 KB; an answer with its bytes about as much again.
      capacity: 64,
    },
  );
}

/** What of a page is the reader's own, exactly: the key of their answer beside the page's. */
function signatureOf(rows: SharedResourceRow[], viewer: AuthUser, ratings: Map<string, number>): string {
  const marks = rows.map(
    ({ resource }) => (resource.uploaderId === viewer.id ? 'm' : '') + (ratings.get(resource.id) ?? ''),
  );
  return `${viewer.role === 'admin' ? 'a' : ''}|${marks.join(',')}`;
}

/**
 * A page of the resources in `scope`, with the total for X-Total-Count. Each row carries the total, so one
 * statement answers both; only a page past the end (no row) counts apart. A kept page costs one statement:
 * the reader's own ratings among its resources.
 */
export async function listResourcesIn(
  ctx: AppContext,
  viewer: AuthUser,
  scope: ResourceScope,
  query: ResourceListQuery,
) {
  // Students only ever see published resources: a status filter would only empty their list.
  const filter = {
    q: query.q,
    category: query.category,
    status: scope.kind === 'published' ? undefined : query.status,
    sort: query.sort,
  };
  const offset = (query.page - 1) * query.limit;
  // The page is the same for every reader of the scope: kept until resources or uploaders' names change.
  return resourceList(ctx).serve(
    resourcePageKey(scope, filter, query.limit, offset),
    async () =>
      countedPage(await listResourcePage(ctx.db, scope, filter, query.limit, offset), offset, () =>
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
      build: (rows, ratings) => ({
        success: true as const,
        data: rows.map((row) =>
          toResource({ ...row, myRating: ratings.get(row.resource.id) ?? null }, viewer),
        ),
      }),
    },
  );
}

export function listResources(ctx: AppContext, viewer: AuthUser, query: ResourceListQuery) {
  return listResourcesIn(ctx, viewer, scopeOf(viewer), query);
}

/** Alumni: totals of their own uploads; admins: of the whole platform. */
export async function getResourceStats(ctx: AppContext, viewer: AuthUser) {
  const data = await resourceStats(ctx.db, viewer.role === 'admin' ? null : viewer.id);
  return { success: true as const, data };
}

/** One resource; each read counts one view. */
export async function getResource(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await findResource(ctx.db, id);
  if (!resource || !mayView(resource, viewer)) throw notFound(M.notFound);
  await countView(ctx.db, id);
  // Lists show the views, and a GET does not empty this instance's kept lists as writes do (app.ts): the
  // reader who goes back to the list sees their view without waiting for the notification.
  ctx.readCaches.tableChanged('resources');
  return { success: true as const, data: await readResource(ctx.db, viewer, id) };
}

/** Title, description, category and tags only; the file and the review state stay as they are. */
export async function editResource(ctx: AppContext, editor: AuthUser, id: string, input: ResourceDetails) {
  await ctx.db.transaction(async (tx) => {
    await lockEditable(tx, editor, id);
    await updateResource(tx, id, { ...input, updatedAt: ctx.clock.now() });
  });
  return { success: true as const, message: M.updated, data: await readResource(ctx.db, editor, id) };
}

/**
 * Deletes a resource with its ratings, takes back its points and closes its open reports at once; an admin
 * deleting someone else's resource is audited. The stored file goes after the commit: a failure there
 * leaves an unreachable file (logged), never a resource without its file.
 */
export async function deleteResource(ctx: AppContext, editor: AuthUser, id: string) {
  const resource = await ctx.db.transaction((tx) => deleteResourceIn(ctx, tx, editor, id));
  await removeStoredFile(ctx, resource.storageKey);
  return { success: true as const, message: M.deleted };
}

/**
 * The delete inside the caller's transaction (the admin reports panel removes content in its own); the
 * caller removes the stored file with `removeStoredFile` once its transaction has committed.
 */
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

/** Removes a deleted resource's stored file; a failure is logged, never the user's error. */
export async function removeStoredFile(ctx: AppContext, storageKey: string) {
  try {
    await ctx.storage.delete(storageKey);
  } catch (error) {
    ctx.logger.warn({ err: error, key: storageKey }, 'stored file of a deleted resource not removed');
  }
}

/**
 * One rating per user, replaced on re-rating. The row is locked first, so concurrent ratings of a resource
 * run one after another and the maintained sum and count move by exactly each rating's difference.
 */
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

/** Reports a resource the caller can see to the admins (one open report per user and resource). */
export async function reportResource(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const resource = await findResource(ctx.db, id);
  if (!resource || !mayView(resource, reporter)) throw notFound(M.notFound);
  return fileReport(ctx, reporter, { kind: 'resource', id, authorId: resource.uploaderId }, input);
}
