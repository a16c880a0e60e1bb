import type { AppModule } from '../../platform/module';
import { authJobs } from './auth.jobs';
import { authRoutes } from './auth.routes';
import { accountsSeed } from './auth.seed';

export const authModule: AppModule = { name: 'auth', routes: authRoutes, jobs: authJobs, seed: accountsSeed };

export { insertUser } from './auth.repository';
export { DEMO_ACCOUNTS } from './auth.seed';
