import { linkBaseUrl } from '../../config';
import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import { completeDueSessions, payDueSessions } from './completion.service';
import { sessionMails } from './mentor-sessions.mails';
import { claimDueReminders, listSessions, type ReminderKind } from './mentor-sessions.repository';

const BATCH = 100;

/** Both sides of each session due a reminder, 24 h and 1 h before; returns how many reminders were claimed. */
export async function sendSessionReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const settings = { publicUrl: linkBaseUrl(ctx.config), timeZone: ctx.config.PLATFORM_TIME_ZONE, now };
  let sent = 0;
  for (const ahead of ['1h', '24h'] as const satisfies ReminderKind[]) {
    for (;;) {
      const batch = await ctx.db.transaction(async (tx) => {
        const ids = await claimDueReminders(tx, ahead, now, BATCH);
        if (ids.length === 0) return 0;
        const sessions = await listSessions(tx, { sessionIds: ids, scope: 'all', now });
        const people = await findUsersBasics(
          tx,
          sessions.flatMap((session) => [session.studentId, session.alumniId]),
        );
        await insertMail(
          tx,
          sessions.flatMap((session) => sessionMails({ kind: 'reminder', ahead }, session, people, settings)),
          now,
        );
        return ids.length;
      });
      sent += batch;
      if (batch < BATCH) break;
    }
  }
  if (sent > 0) ctx.mail.notify();
  return sent;
}

export function mentorSessionJobs(ctx: AppContext): JobDefinition[] {
  // Every 5 minutes, so the 1 h reminder arrives at least 55 minutes before the start.
  return [
    {
      name: 'mentor-session-reminders',
      intervalMs: 5 * 60 * 1000,
      run: async () => void (await sendSessionReminders(ctx)),
    },
    // Every minute: My Sessions already shows an ended session as completed; the job records it within a minute
    // and pays the alumni within a minute of the no-show window closing (a review pays at once).
    {
      name: 'mentor-session-completion',
      intervalMs: 60 * 1000,
      run: async () => {
        await completeDueSessions(ctx);
        await payDueSessions(ctx);
      },
    },
  ];
}
