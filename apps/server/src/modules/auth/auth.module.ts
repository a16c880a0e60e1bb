import type { AppModule } from '../../platform/module';
import { authJobs } from './auth.jobs';
import { authRoutes } from './auth.routes';
import { accountsSeed } from './auth.seed';

export const authModule: AppModule = { name: 'auth', routes: authRoutes, jobs: authJobs, seed: accountsSeed };

/** For other modules' demo data: the demo logins, whose accounts the auth seed step creates. */
export { insertUser } from './auth.repository';
export { DEMO_ACCOUNTS } from './auth.seed';
