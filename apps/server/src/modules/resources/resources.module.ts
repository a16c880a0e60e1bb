import type { AppModule } from '../../platform/module';
import { resourcesRoutes } from './resources.routes';
import { resourcesSeed } from './resources.seed';

/** Placement resources: upload, moderation, download and rating (part 2 sections 2.9 and 2.10). */
export const resourcesModule: AppModule = {
  name: 'resources',
  routes: resourcesRoutes,
  seed: resourcesSeed,
};

/**
 * For the deletion of an account: the rater's ratings leave the resources' sums and counts, and the
 * uploader's unpublished resources are deleted (their files with `removeStoredFile` after the commit).
 */
export { deleteUnpublishedResourcesOf, withdrawResourceRatingsOf } from './resource-account-removal.service';
/**
 * For the admin reports panel: removes a resource inside its own transaction (audited for admins), then
 * its stored file after the commit.
 */
export { deleteResourceIn, removeStoredFile } from './resources.service';
