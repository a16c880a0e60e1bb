import type { DevMail } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { listRecentMail } from '../../platform/mail/outbox.repository';

const MAILBOX_SIZE = 50;

export async function listDevMailbox(ctx: AppContext): Promise<DevMail[]> {
  const rows = await listRecentMail(ctx.db, MAILBOX_SIZE);
  return rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
