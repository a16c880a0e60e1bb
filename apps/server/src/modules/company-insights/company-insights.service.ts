import {
  type CompanyInsight,
  INSIGHT_LIMITS,
  type InsightInput,
  type InsightListQuery,
  INSIGHT_MESSAGES as M,
  type RateInsightInput,
  type ReportInput,
} from '@mentorbridge/shared';
import { recordAudit } from '../../platform/audit/audit-log';
import type { AuthUser } from '../../platform/auth/guards';
import { countedPage, keptPages } from '../../platform/cache/kept-pages';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { awardPoints, type PointSource, reversePoints } from '../leaderboard/leaderboard.module';
import {
  adjustRatingTotals,
  deleteInsightRow,
  findInsightAuthor,
  findInsightView,
  findRating,
  insertInsight,
  listRatings,
  lockInsight,
  updateInsight,
  upsertRating,
} from './company-insights.repository';
import { mayEdit, toInsight, toInsightColumns, toRating } from './company-insights.views';
import {
  countInsights,
  insightPageKey,
  listInsightPage,
  ratingsAmong,
  type SharedInsightRow,
} from './insight-list.repository';

/** The ledger source of an insight: +15 to its creator, taken back when it is deleted. */
const pointSource = (id: string): PointSource => ({
  kind: 'insight_added',
  sourceType: 'company_insight',
  sourceId: id,
});

/** Alumni and admins add insights; students read and rate them (part 2 section 6). */
export function assertMayAddInsights(user: AuthUser) {
  if (user.role !== 'alumni' && user.role !== 'admin') throw forbidden(M.createDenied);
}

/** The insight, locked, if the caller may change it: unknown ids 404, anyone but creator or admin 403. */
async function lockEditableInsight(tx: Executor, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const insight = await lockInsight(tx, id);
  if (!insight) throw notFound(M.notFound);
  if (!mayEdit(insight, user)) throw forbidden(M.notAuthorised);
  return insight;
}

/** The detail view: the insight, the viewer's rating and the newest ratings, read together. */
async function readInsight(ctx: AppContext, viewer: AuthUser, id: string) {
  const [[row], ratings] = await Promise.all([
    findInsightView(ctx.db, id, viewer.id),
    listRatings(ctx.db, id, INSIGHT_LIMITS.detailRatings),
  ]);
  if (!row) throw notFound(M.notFound);
  return toInsight(row, viewer, ratings.map(toRating));
}

/**
 * Pages of the list, shared by every reader and kept until the insights or their creators' names change; whole
 * answers per page read and per what a reader changes in it: their own rating and comment of its insights,
 * which of them they may edit (their own, or all for an admin). Most readers share one signature (no rating on
 * the page, no insight of theirs), so one kept answer, serialised once, serves them
 * (platform/cache/kept-pages.ts).
 */
function insightList(ctx: AppContext) {
  return keptPages<{ rows: SharedInsightRow[]; total: number }, { success: true; data: CompanyInsight[] }>(
    ctx.readCaches,
    'insights',
    {
      tables: ['company_insights', 'users'],
      answerTables: ['company_insight_ratings'],
      // Measured on the bench data: a page of 12 insights takes about 37 KB of heap, one of 50 (the largest
      // page) about 115 KB; an answer with its bytes about as much again.
      capacity: 64,
    },
  );
}

/**
 * What of a page is the reader's own, exactly: the key of their answer beside the page's. A comment is
 * written out in full (JSON, so no comment can pass for another signature); nothing is written for a reader
 * who has no rating and no insight on the page.
 */
function signatureOf(
  rows: SharedInsightRow[],
  viewer: AuthUser,
  ratings: Map<string, { rating: number; comment: string }>,
): string {
  const marks = rows.map((row) => {
    const own = row.insight.creatorId === viewer.id ? 'm' : '';
    const rating = ratings.get(row.insight.id);
    return rating ? [own, rating.rating, rating.comment] : own;
  });
  return `${viewer.role === 'admin' ? 'a' : ''}|${marks.some((mark) => mark !== '') ? JSON.stringify(marks) : ''}`;
}

/**
 * A page of insights. Each row carries the total, so one statement answers both; only a page past the end
 * (no row) counts apart, and an empty first page means there is nothing to count. A kept page costs one
 * statement: the reader's own ratings among its insights.
 */
export async function listInsights(ctx: AppContext, viewer: AuthUser, query: InsightListQuery) {
  const filter = { q: query.q, industry: query.industry, size: query.size, sort: query.sort };
  const offset = (query.page - 1) * query.limit;
  // The page is the same for every reader: kept until the insights or their creators' names change.
  return insightList(ctx).serve(
    insightPageKey(filter, query.limit, offset),
    async () =>
      countedPage(await listInsightPage(ctx.db, filter, query.limit, offset), offset, () =>
        countInsights(ctx.db, filter),
      ),
    {
      read: (rows) =>
        ratingsAmong(
          ctx.db,
          viewer.id,
          rows.map((row) => row.insight.id),
        ),
      none: new Map<string, { rating: number; comment: string }>(),
      signature: (rows, ratings) => signatureOf(rows, viewer, ratings),
      build: (rows, ratings) => ({
        success: true as const,
        data: rows.map((row) => {
          const own = ratings.get(row.insight.id);
          return toInsight(
            { ...row, myRating: own?.rating ?? null, myComment: own?.comment ?? null },
            viewer,
          );
        }),
      }),
    },
  );
}

export async function getInsight(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  return { success: true as const, data: await readInsight(ctx, viewer, id) };
}

/** Adds an insight and pays its creator in the same transaction. */
export async function createInsight(ctx: AppContext, author: AuthUser, input: InsightInput) {
  assertMayAddInsights(author);
  const now = ctx.clock.now();
  const insight = await ctx.db.transaction(async (tx) => {
    const row = await insertInsight(tx, {
      ...toInsightColumns(input),
      creatorId: author.id,
      createdAt: now,
      updatedAt: now,
    });
    await awardPoints(ctx, tx, author.id, pointSource(row.id), now);
    return row;
  });
  return {
    success: true as const,
    message: M.created,
    data: toInsight({ insight, creatorName: author.name, myRating: null, myComment: null }, author),
  };
}

export async function editInsight(ctx: AppContext, editor: AuthUser, id: string, input: InsightInput) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockEditableInsight(tx, editor, id);
    await updateInsight(tx, id, { ...toInsightColumns(input), updatedAt: now });
  });
  return { success: true as const, message: M.updated, data: await readInsight(ctx, editor, id) };
}

/** Deletes an insight with its ratings, takes back its points and closes its open reports, at once. */
export async function deleteInsight(ctx: AppContext, editor: AuthUser, id: string) {
  await ctx.db.transaction((tx) => deleteInsightIn(ctx, tx, editor, id));
  return { success: true as const, message: M.deleted };
}

/**
 * The delete inside the caller's transaction (the admin reports panel removes content in its own). An
 * admin deleting someone else's insight is audited; creators deleting their own are not.
 */
export async function deleteInsightIn(ctx: AppContext, tx: Executor, editor: AuthUser, id: string) {
  const insight = await lockEditableInsight(tx, editor, id);
  await reversePoints(ctx, tx, pointSource(id));
  await closeReportsOf(ctx, tx, 'insight', id);
  await deleteInsightRow(tx, id);
  if (insight.creatorId !== editor.id) {
    await recordAudit(
      tx,
      editor,
      {
        action: 'insight.delete',
        targetType: 'insight',
        targetId: id,
        targetLabel: insight.company,
        before: {
          company: insight.company,
          creatorId: insight.creatorId,
          totalRatings: insight.totalRatings,
          averageRating: insight.averageRating,
        },
      },
      ctx.clock.now(),
    );
  }
}

/**
 * One rating per user, replaced on re-rating. The insight row is locked first, so concurrent ratings of one
 * insight run one after another and the maintained sum and count move by exactly each rating's difference.
 */
export async function rateInsight(ctx: AppContext, rater: AuthUser, id: string, input: RateInsightInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const insight = await lockInsight(tx, id);
    if (!insight) throw notFound(M.notFound);
    if (insight.creatorId === rater.id) throw badRequest(M.cannotRateOwn);
    const previous = await findRating(tx, id, rater.id);
    await upsertRating(tx, {
      insightId: id,
      userId: rater.id,
      rating: input.rating,
      comment: input.comment,
      at: now,
    });
    await adjustRatingTotals(tx, id, input.rating - (previous?.rating ?? 0), previous ? 0 : 1);
  });
  return { success: true as const, message: M.rated, data: await readInsight(ctx, rater, id) };
}

/** Reports an insight for the admin reports panel (one open report per user and insight). */
export async function reportInsight(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const insight = await findInsightAuthor(ctx.db, id);
  if (!insight) throw notFound(M.notFound);
  return fileReport(ctx, reporter, { kind: 'insight', id, authorId: insight.creatorId }, input);
}
