import type { AppModule } from '../../platform/module';
import { workshopJobs } from './workshops.jobs';
import { workshopsRoutes } from './workshops.routes';
import { workshopsSeed } from './workshops.seed';

export const workshopsModule: AppModule = {
  name: 'workshops',
  routes: workshopsRoutes,
  jobs: workshopJobs,
  seed: workshopsSeed,
};
