import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { snapshotRanks } from './leaderboard.service';

/** Runs hourly but writes only the first time each day. */
export function leaderboardJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'leaderboard-rank-snapshot',
      intervalMs: 60 * 60 * 1000,
      run: async () => void (await snapshotRanks(ctx)),
    },
  ];
}
