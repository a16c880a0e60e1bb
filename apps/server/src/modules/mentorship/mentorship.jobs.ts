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
      // Day-2 and day-5 reminders of pending requests to their alumni (issue 17).
      name: 'mentorship-reminders',
      intervalMs: 15 * 60 * 1000,
      run: async () => {
        await sendReminders(ctx);
      },
    },
  ];
}
