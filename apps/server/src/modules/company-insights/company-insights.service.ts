import {
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
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { isUuid } from '../../platform/db/errors';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { closeReportsOf, fileReport } from '../content-reports/content-reports.module';
import { awardPoints, type PointSource, reversePoints } from '../leaderboard/leaderboard.module';
import {
  deleteInsightRow,
  findInsightAuthor,
  findInsightView,
  insertInsight,
  lockInsight,
  saveRating,
  updateInsight,
} from './company-insights.repository';
import { mayEdit, toInsight, toInsightColumns, toRating } from './company-insights.views';
import { insightPage, type ReaderPart, ratingsAmong } from './insight-list.repository';

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
  const [row] = await findInsightView(ctx.db, id, viewer.id, INSIGHT_LIMITS.detailRatings);
  if (!row) throw notFound(M.notFound);
  return toInsight(row, viewer, row.ratings.map(toRating));
}

/** Most readers share one signature (no rating, no insight of theirs on the page), so one kept answer serves them. */
export async function listInsights(ctx: AppContext, viewer: AuthUser, query: InsightListQuery) {
  const filter = { q: query.q, industry: query.industry, size: query.size, sort: query.sort };
  const window = listWindow(query, INSIGHT_LIMITS.defaultPageSize);
  const { rows, total } = await insightPage(ctx, filter, window.limit, window.offset);
  const parts =
    rows.length > 0
      ? await ratingsAmong(
          ctx.db,
          viewer.id,
          rows.map((row) => row.insight.id),
        )
      : new Map<string, ReaderPart>();
  const items = rows.map((row) => {
    const part = parts.get(row.insight.id);
    const insight = part
      ? { ...row.insight, ratingSum: part.ratingSum, totalRatings: part.totalRatings }
      : row.insight;
    const own = part?.own;
    return toInsight(
      {
        ...row,
        insight,
        myRating: own?.rating ?? null,
        myComment: own?.comment ?? null,
        myRatedAt: own?.ratedAt ?? null,
      },
      viewer,
    );
  });
  return { items, total, window };
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
    await saveRating(tx, {
      insightId: id,
      userId: rater.id,
      rating: input.rating,
      comment: input.comment,
      at: now,
    });
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
