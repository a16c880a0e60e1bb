import { renderNoticeText } from '@mentorbridge/shared';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';
import type { DigestEntry } from './notifications.repository';

/** Mails carry no per-user zone yet: times in the items are given in `timeZone`, the platform's. */
export function digestMail(entries: DigestEntry[], publicUrl: string, timeZone: string): NewMail {
  const [first] = entries;
  const updates = entries.length === 1 ? '1 update' : `${entries.length} updates`;
  return {
    to: first!.email,
    subject: `Your MentorBridge digest: ${updates}`,
    ...renderMail({
      heading: `Hi ${first!.name}, here is what happened since your last digest`,
      lines: entries.map((entry) => ({ label: entry.title, value: renderNoticeText(entry.body, timeZone) })),
      action: { label: 'Open your notifications', url: `${publicUrl}/notifications` },
    }),
  };
}
