import type { ContactRequest } from '@mentorbridge/shared';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';

export function inboxMail(inbox: string, reference: string, input: ContactRequest): NewMail {
  return {
    to: inbox,
    subject: `[${reference}] ${input.subject}`,
    ...renderMail({
      heading: `New contact message ${reference}`,
      lines: [
        { label: 'From', value: `${input.name} <${input.email}>` },
        { label: 'Subject', value: input.subject },
        input.message,
      ],
    }),
  };
}

export function confirmationMail(reference: string, input: ContactRequest): NewMail {
  return {
    to: input.email,
    subject: `We received your message (${reference})`,
    ...renderMail({
      heading: `Thank you for contacting MentorBridge, ${input.name}`,
      lines: [
        'We have received your message and will reply within 24-48 hours.',
        { label: 'Reference number', value: reference },
        { label: 'Subject', value: input.subject },
        input.message,
      ],
    }),
  };
}
