import { linkBaseUrl } from '../../config';
import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { insertMail } from '../../platform/mail/outbox.repository';
import { digestMail } from './notifications.mails';
import { type DigestEntry, takeDueDigestItems } from './notifications.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_USERS = 100;

/** At most one digest a day per user: the next needs an item deferred after this one, a day old. */
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
        [...byUser.values()].map((items) =>
          digestMail(items, linkBaseUrl(ctx.config), ctx.config.PLATFORM_TIME_ZONE),
        ),
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
