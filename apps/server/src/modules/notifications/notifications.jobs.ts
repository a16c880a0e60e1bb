import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { insertMail } from '../../platform/mail/outbox.repository';
import { digestMail } from './notifications.mails';
import { type DigestEntry, takeDueDigestItems } from './notifications.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_USERS = 100;

/**
 * Mails each user whose oldest deferred notification waited a day one digest of everything deferred, and
 * clears it. A user's next digest needs an item deferred after this one, a day old: at most one a day.
 */
export async function sendDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - DAY_MS);
  let sent = 0;
  for (;;) {
    const users = await ctx.db.transaction(async (tx) => {
      const entries = await takeDueDigestItems(tx, cutoff, BATCH_USERS);
      const byUser = new Map<string, DigestEntry[]>();
      for (const entry of entries) {
        const items = byUser.get(entry.userId);
        if (items) items.push(entry);
        else byUser.set(entry.userId, [entry]);
      }
      await insertMail(
        tx,
        [...byUser.values()].map((items) => digestMail(items, ctx.config.PUBLIC_URL)),
        now,
      );
      return byUser.size;
    });
    sent += users;
    if (users < BATCH_USERS) break;
  }
  if (sent > 0) ctx.mail.notify();
  return sent;
}

export function notificationJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'notification-digests',
      intervalMs: 60 * 60 * 1000,
      run: async () => void (await sendDigests(ctx)),
    },
  ];
}
