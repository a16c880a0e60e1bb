import type { AppModule } from '../../platform/module';
import { leaderboardJobs } from './leaderboard.jobs';
import { leaderboardRoutes } from './leaderboard.routes';

export const leaderboardModule: AppModule = {
  name: 'leaderboard',
  routes: leaderboardRoutes,
  jobs: leaderboardJobs,
};

/** For the Achievements tab: a user's stats, rank and live streak. */
export { getStanding } from './leaderboard.service';
/**
 * For every domain that pays points: write the event in the same transaction as the change that earns it
 * (`awardPoints`), take it back when the source goes away (`reversePoints`), and count feedback ratings
 * received (`recordRatingReceived`, `recordRatingWithdrawn` when the feedback goes). No other module writes
 * ledger SQL.
 */
export {
  awardPoints,
  type PointSource,
  recordRatingReceived,
  recordRatingWithdrawn,
  reversePoints,
} from './points.service';
