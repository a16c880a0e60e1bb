import { AUTH_LIMITS } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { deleteExpiredAuthRows } from './auth.repository';

export function authJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'auth-cleanup',
      intervalMs: 60 * 60 * 1000,
      run: async () => {
        const now = ctx.clock.now();
        await deleteExpiredAuthRows(ctx.db, now, new Date(now.getTime() - AUTH_LIMITS.loginWindowMs));
      },
    },
  ];
}
