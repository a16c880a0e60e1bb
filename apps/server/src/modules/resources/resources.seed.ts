import { RESOURCE_FILE_TYPES } from '@mentorbridge/shared';
import type { SeedStep } from '../../platform/module';
import { newStorageKey } from '../../platform/storage/storage';
import { findUserByEmail } from '../../platform/users/users.repository';
import { awardPoints } from '../leaderboard/leaderboard.module';
import { RESOURCE_FOLDER } from './resource-upload.service';
import { adjustRatingTotals, insertResource, setCounters, upsertRating } from './resources.repository';
import { DEMO_RESOURCES } from './resources.seed-data';
import { pointSource } from './resources.service';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN = 'admin@mentorbridge.demo';

/** The seed's transaction does not cover the file store: a failed seed can leave unreferenced files. */
export const resourcesSeed: SeedStep = {
  name: 'resources',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const idOf = async (email: string) => (await findUserByEmail(tx, email))!.id;
    const adminId = await idOf(ADMIN);
    const counts = { published: 0, pending: 0, refused: 0, ratings: 0 };
    for (const demo of DEMO_RESOURCES) {
      const uploaderId = await idOf(demo.uploader);
      const content = demo.content();
      const key = newStorageKey(RESOURCE_FOLDER, demo.ext);
      await ctx.storage.put(key, content, { contentType: RESOURCE_FILE_TYPES[demo.ext] });
      const createdAt = ago(demo.daysAgo);
      const reviewedAt =
        demo.status === 'pending' ? null : new Date(Math.min(now.getTime(), createdAt.getTime() + DAY));
      const resource = await insertResource(tx, {
        uploaderId,
        title: demo.title,
        description: demo.description,
        category: demo.category,
        tags: demo.tags,
        status: demo.status,
        refusalReason: demo.refusalReason ?? null,
        storageKey: key,
        fileName: demo.fileName,
        fileExtension: demo.ext,
        contentType: RESOURCE_FILE_TYPES[demo.ext],
        fileSize: content.length,
        reviewedBy: reviewedAt ? adminId : null,
        reviewedAt,
        publishedAt: demo.status === 'published' ? reviewedAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      await setCounters(tx, resource.id, { views: demo.views, downloads: demo.downloads });
      counts[demo.status]++;
      if (demo.status === 'published' && reviewedAt) {
        await awardPoints(ctx, tx, uploaderId, pointSource(resource.id), reviewedAt);
      }
      for (const entry of demo.ratings) {
        await upsertRating(tx, {
          resourceId: resource.id,
          userId: await idOf(entry.by),
          rating: entry.rating,
          at: ago(demo.daysAgo / 2),
        });
        await adjustRatingTotals(tx, resource.id, entry.rating, 1);
        counts.ratings++;
      }
    }
    return [
      `${DEMO_RESOURCES.length} placement resources with real files (${counts.published} published with ` +
        `${counts.ratings} ratings, ${counts.pending} pending review, ${counts.refused} refused)`,
    ];
  },
};
