import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { archiveUnanswered } from './mentorship.service';
import { sendReminders } from './responsiveness.service';

export function mentorshipJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'mentorship-auto-archive',
      intervalMs: 15 * 60 * 1000,
      run: async () => {
        await archiveUnanswered(ctx);
      },
    },
    {
      name: 'mentorship-reminders',
      intervalMs: 15 * 60 * 1000,
      run: async () => {
        await sendReminders(ctx);
      },
    },
  ];
}
