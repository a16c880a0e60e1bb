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

/** Each resource is locked first, as a rating does. */
export async function withdrawResourceRatingsOf(tx: Executor, userId: string) {
  for (const resourceId of await listRatedResourceIds(tx, userId)) {
    await lockResource(tx, resourceId);
    const rating = await deleteRating(tx, resourceId, userId);
    if (rating !== null) await adjustRatingTotals(tx, resourceId, -rating, -1);
  }
}

/** Published resources stay under 'Former member'. Returns the stored keys, for `removeStoredFile` after commit. */
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
