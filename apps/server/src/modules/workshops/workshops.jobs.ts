import type { AppContext } from '../../platform/context';
import type { JobDefinition } from '../../platform/jobs/scheduler';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import { leaseDueReminders } from './bookings.repository';
import { rotateWaitlists } from './waitlist.service';
import { reminderMail } from './workshops.mails';
import { findWorkshop } from './workshops.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function sendWorkshopReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let sent = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const bookings = await leaseDueReminders(tx, now, new Date(now.getTime() + DAY_MS), 100);
      for (const booking of bookings) {
        const workshop = (await findWorkshop(tx, booking.workshopId))!;
        const [student] = await findUsersBasics(tx, [booking.studentId]);
        const link = booking.meetingLink ?? workshop.meetingLink;
        await insertMail(tx, [reminderMail(student!, workshop, link, ctx.config.PLATFORM_TIME_ZONE)], now);
      }
      return bookings.length;
    });
    sent += batch;
    if (batch < 100) break;
  }
  if (sent > 0) ctx.mail.notify();
  return sent;
}

export function workshopJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'workshop-reminders',
      intervalMs: 10 * 60 * 1000,
      run: async () => void (await sendWorkshopReminders(ctx)),
    },
    {
      name: 'workshop-waitlists',
      intervalMs: 60 * 1000,
      run: async () => void (await rotateWaitlists(ctx)),
    },
  ];
}
