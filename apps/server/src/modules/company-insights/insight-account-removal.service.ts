import type { Executor } from '../../platform/db/database';
import {
  adjustRatingTotals,
  deleteRating,
  listRatedInsightIds,
  lockInsight,
} from './company-insights.repository';

/**
 * When a rater's account is deleted: each of their ratings is deleted and leaves its insight's sum and count,
 * in the caller's transaction. Each insight is locked first, as a rating does, so a concurrent rating or
 * delete of it queues instead of crossing locks with this one.
 */
export async function withdrawInsightRatingsOf(tx: Executor, userId: string) {
  for (const insightId of await listRatedInsightIds(tx, userId)) {
    await lockInsight(tx, insightId);
    const rating = await deleteRating(tx, insightId, userId);
    if (rating !== null) await adjustRatingTotals(tx, insightId, -rating, -1);
  }
}
