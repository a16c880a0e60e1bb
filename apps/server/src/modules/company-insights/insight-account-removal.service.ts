import type { Executor } from '../../platform/db/database';
import {
  adjustRatingTotals,
  deleteRating,
  listRatedInsightIds,
  lockInsight,
} from './company-insights.repository';

/** Each insight is locked first, as a rating does, so a concurrent rating or delete queues instead of deadlocking. */
export async function withdrawInsightRatingsOf(tx: Executor, userId: string) {
  for (const insightId of await listRatedInsightIds(tx, userId)) {
    await lockInsight(tx, insightId);
    const rating = await deleteRating(tx, insightId, userId);
    if (rating !== null) await adjustRatingTotals(tx, insightId, -rating, -1);
  }
}
