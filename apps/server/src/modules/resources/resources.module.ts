import type { AppModule } from '../../platform/module';
import { resourcesRoutes } from './resources.routes';
import { resourcesSeed } from './resources.seed';

export const resourcesModule: AppModule = {
  name: 'resources',
  routes: resourcesRoutes,
  seed: resourcesSeed,
};

export { deleteUnpublishedResourcesOf, withdrawResourceRatingsOf } from './resource-account-removal.service';
/** Removes a resource inside the caller's transaction; `removeStoredFile` after the commit. */
export { deleteResourceIn, removeStoredFile } from './resources.service';
