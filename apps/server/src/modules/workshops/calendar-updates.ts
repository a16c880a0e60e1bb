import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { insertMail } from '../../platform/mail/outbox.repository';
import { findUsersBasics } from '../../platform/users/users.repository';
import { listBookingsIn } from './bookings.repository';
import { workshopRescheduledMail } from './waitlist.mails';
import type { WorkshopRow } from './workshops.repository';

type EventFields = Pick<WorkshopRow, 'scheduledAt' | 'duration' | 'meetingLink'>;

export function isRescheduled(current: WorkshopRow, next: EventFields) {
  return (
    current.scheduledAt.getTime() !== next.scheduledAt.getTime() ||
    current.duration !== next.duration ||
    current.meetingLink !== next.meetingLink
  );
}

export async function mailRescheduled(ctx: AppContext, tx: Executor, workshop: WorkshopRow, now: Date) {
  const confirmed = await listBookingsIn(tx, workshop.id, ['Confirmed']);
  const students = await findUsersBasics(
    tx,
    confirmed.map((booking) => booking.studentId),
  );
  await insertMail(
    tx,
    confirmed.map((booking) =>
      workshopRescheduledMail(
        students.find((student) => student.id === booking.studentId)!,
        workshop,
        booking.id,
        booking.meetingLink ?? workshop.meetingLink,
        ctx.config.PLATFORM_TIME_ZONE,
        now,
      ),
    ),
    now,
  );
}
