import type { AppContext } from '../context';
import { idempotencyJobs } from '../idempotency/idempotency';
import type { JobDefinition } from './scheduler';

export function platformJobs(ctx: AppContext): JobDefinition[] {
  return [
    ...idempotencyJobs(ctx),
    {
      name: 'mail-outbox',
      intervalMs: 5000,
      leaseMs: 2 * 60 * 1000,
      run: async () => {
        await ctx.mail.deliver();
      },
    },
  ];
}
