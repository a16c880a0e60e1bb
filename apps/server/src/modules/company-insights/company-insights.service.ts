import {
  type CompanyInsight,
  INSIGHT_LIMITS,
  type InsightInput,
  type InsightListQuery,
  listWindow,
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
  type OwnRating,
  ratingsAmong,
  type SharedInsightRow,
} from './insight-list.repository';

const pointSource = (id: string): PointSource => ({
  kind: 'insight_added',
  sourceType: 'company_insight',
  sourceId: id,
});

export function assertMayAddInsights(user: AuthUser) {
  if (user.role !== 'alumni' && user.role !== 'admin') throw forbidden(M.createDenied);
}

/** Unknown ids 404, anyone but creator or admin 403. */
async function lockEditableInsight(tx: Executor, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const insight = await lockInsight(tx, id);
  if (!insight) throw notFound(M.notFound);
  if (!mayEdit(insight, user)) throw forbidden(M.notAuthorised);
  return insight;
}

async function readInsight(ctx: AppContext, viewer: AuthUser, id: string) {
  const [[row], ratings] = await Promise.all([
    findInsightView(ctx.db, id, viewer.id),
    listRatings(ctx.db, id, INSIGHT_LIMITS.detailRatings),
  ]);
  if (!row) throw notFound(M.notFound);
  return toInsight(row, viewer, ratings.map(toRating));
}

/** Most readers share one signature (no rating, no insight of theirs on the page), so one kept answer serves them. */
function insightList(ctx: AppContext) {
  return keptPages<{ rows: SharedInsightRow[]; total: number }, CompanyInsight[]>(
    ctx.readCaches,
    'insights',
    {
      tables: ['company_insights', 'users'],
      answerTables: ['company_insight_ratings'],
      // Measured on the bench data: a 50-row page takes about 115 KB of heap, its answer about as much again.
      capacity: 64,
    },
  );
}

/**
 * A comment is written out as JSON, so no comment can pass for another signature. A rater's answer names
 * them (their entry of `ratings`), so it is theirs alone.
 */
function signatureOf(rows: SharedInsightRow[], viewer: AuthUser, ratings: Map<string, OwnRating>): string {
  const marks = rows.map((row) => {
    const own = row.insight.creatorId === viewer.id ? 'm' : '';
    const rating = ratings.get(row.insight.id);
    return rating ? [own, rating.rating, rating.comment, rating.ratedAt.toISOString()] : own;
  });
  const rater = ratings.size > 0 ? [viewer.id, viewer.name] : [];
  return `${viewer.role === 'admin' ? 'a' : ''}|${marks.some((mark) => mark !== '') ? JSON.stringify([...rater, ...marks]) : ''}`;
}

/** Every insight up to LIST_CAP, or one page when `page` or `limit` is given. */
export async function listInsights(ctx: AppContext, viewer: AuthUser, query: InsightListQuery) {
  const filter = { q: query.q, industry: query.industry, size: query.size, sort: query.sort };
  const window = listWindow(query, INSIGHT_LIMITS.defaultPageSize);
  const { limit, offset } = window;
  const { total, body } = await insightList(ctx).serve(
    insightPageKey(filter, limit, offset),
    async () =>
      countedPage(await listInsightPage(ctx.db, filter, limit, offset), offset, () =>
        countInsights(ctx.db, filter),
      ),
    {
      read: (rows) =>
        ratingsAmong(
          ctx.db,
          viewer.id,
          rows.map((row) => row.insight.id),
        ),
      none: new Map<string, OwnRating>(),
      signature: (rows, ratings) => signatureOf(rows, viewer, ratings),
      build: (rows, ratings) =>
        rows.map((row) => {
          const own = ratings.get(row.insight.id);
          return toInsight(
            {
              ...row,
              myRating: own?.rating ?? null,
              myComment: own?.comment ?? null,
              myRatedAt: own?.ratedAt ?? null,
            },
            viewer,
          );
        }),
    },
  );
  return { items: body, total, window };
}

export async function getInsight(ctx: AppContext, viewer: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  return readInsight(ctx, viewer, id);
}

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
    data: toInsight(
      { insight, creatorName: author.name, myRating: null, myComment: null, myRatedAt: null },
      author,
    ),
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

export async function deleteInsight(ctx: AppContext, editor: AuthUser, id: string) {
  await ctx.db.transaction((tx) => deleteInsightIn(ctx, tx, editor, id));
  return { success: true as const, message: M.deleted };
}

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

/** Locked first, so concurrent ratings move the maintained sum and count by exactly each difference. */
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
  // The specification's client replaces its record with the answer itself.
  return readInsight(ctx, rater, id);
}

export async function reportInsight(ctx: AppContext, reporter: AuthUser, id: string, input: ReportInput) {
  if (!isUuid(id)) throw notFound(M.notFound);
  const insight = await findInsightAuthor(ctx.db, id);
  if (!insight) throw notFound(M.notFound);
  return fileReport(ctx, reporter, { kind: 'insight', id, authorId: insight.creatorId }, input);
}
