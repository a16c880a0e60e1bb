import {
  type ContactRequest,
  type ContactResponse,
  formatContactReference,
  MESSAGES,
} from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import { insertMail } from '../../platform/mail/outbox.repository';
import { confirmationMail, inboxMail } from './contact.mails';
import { insertContactMessage, nextContactSequence } from './contact.repository';

export async function sendContactMessage(
  ctx: AppContext,
  input: ContactRequest,
  ip: string | undefined,
): Promise<ContactResponse> {
  const reference = await ctx.db.transaction(async (tx) => {
    const sequence = await nextContactSequence(tx);
    const ref = formatContactReference(ctx.clock.now().getUTCFullYear(), sequence);
    await insertContactMessage(tx, { ...input, reference: ref, ip: ip ?? null, createdAt: ctx.clock.now() });
    await insertMail(
      tx,
      [inboxMail(ctx.config.CONTACT_INBOX, ref, input), confirmationMail(ref, input)],
      ctx.clock.now(),
    );
    return ref;
  });
  ctx.mail.notify();
  return { success: true, message: MESSAGES.contact.success, reference };
}
