import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { closeReportsOf } from '../content-reports/content-reports.module';
import { reversePoints } from '../leaderboard/leaderboard.module';
import {
  adjustRatingTotals,
  deleteRating,
  deleteResourceRow,
  listRatedResourceIds,
  lockResource,
  lockUnpublishedOf,
} from './resources.repository';
import { pointSource } from './resources.service';

/**
 * When a rater's account is deleted: each of their ratings is deleted and leaves its resource's sum and
 * count, in the caller's transaction. Each resource is locked first, as a rating does.
 */
export async function withdrawResourceRatingsOf(tx: Executor, userId: string) {
  for (const resourceId of await listRatedResourceIds(tx, userId)) {
    await lockResource(tx, resourceId);
    const rating = await deleteRating(tx, resourceId, userId);
    if (rating !== null) await adjustRatingTotals(tx, resourceId, -rating, -1);
  }
}

/**
 * When an uploader's account is deleted: their resources not published (pending review or refused) are
 * deleted with their ratings, points and open reports, in the caller's transaction; published ones stay,
 * under 'Former member'. Returns the stored files' keys, for `removeStoredFile` after the commit.
 */
export async function deleteUnpublishedResourcesOf(
  ctx: AppContext,
  tx: Executor,
  uploaderId: string,
): Promise<string[]> {
  const unpublished = await lockUnpublishedOf(tx, uploaderId);
  for (const resource of unpublished) {
    // A resource unpublished after being published had its points taken back then; this finds nothing.
    await reversePoints(ctx, tx, pointSource(resource.id));
    await closeReportsOf(ctx, tx, 'resource', resource.id);
    await deleteResourceRow(tx, resource.id);
  }
  return unpublished.map((resource) => resource.storageKey);
}
