import type { AppModule } from '../../platform/module';
import { leaderboardJobs } from './leaderboard.jobs';
import { leaderboardRoutes } from './leaderboard.routes';

export const leaderboardModule: AppModule = {
  name: 'leaderboard',
  routes: leaderboardRoutes,
  jobs: leaderboardJobs,
};

export { getStanding } from './leaderboard.service';
/** No other module writes ledger SQL: points are paid in the transaction of the change that earns them. */
export {
  awardPoints,
  type PointSource,
  recordRatingReceived,
  recordRatingWithdrawn,
  reversePoints,
} from './points.service';
