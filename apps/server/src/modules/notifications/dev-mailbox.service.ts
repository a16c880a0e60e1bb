import type { DevMail } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/db/errors';
import { notFound } from '../../platform/errors';
import { findMail, listRecentMail } from '../../platform/mail/outbox.repository';

const MAILBOX_SIZE = 50;

function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

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
    attachments: row.attachments.map((attachment, index) => ({
      index,
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: decodedSize(attachment.content),
    })),
  }));
}

export async function getDevMailAttachment(ctx: AppContext, id: string, index: number) {
  const mail = isUuid(id) ? await findMail(ctx.db, id) : undefined;
  const attachment = mail?.attachments[index];
  if (!attachment) throw notFound('Attachment not found');
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content, 'base64'),
  };
}
