import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';

interface Person {
  id: string;
  name: string;
  email: string;
}

export function resourcePublishedMail(uploader: Person, title: string, publicUrl: string): NewMail {
  return {
    to: uploader.email,
    subject: `Your resource “${title}” is published`,
    notice: {
      userId: uploader.id,
      category: 'resources',
      title: `Your resource “${title}” is published`,
      body: 'Students can now find, download and rate it. Thank you for sharing it.',
      link: '/resources',
    },
    ...renderMail({
      heading: `Hi ${uploader.name}, your resource is published`,
      lines: [
        { label: 'Resource', value: title },
        'Students can now find, download and rate it. Thank you for sharing it.',
      ],
      action: { label: 'My resources', url: `${publicUrl}/resources` },
    }),
  };
}

export function resourceRefusedMail(
  uploader: Person,
  title: string,
  reason: string,
  publicUrl: string,
): NewMail {
  return {
    to: uploader.email,
    subject: `Your resource “${title}” was not published`,
    notice: {
      userId: uploader.id,
      category: 'resources',
      title: `Your resource “${title}” was not published`,
      body: `Reason: ${reason}`,
      link: '/resources',
    },
    ...renderMail({
      heading: `Hi ${uploader.name}, your resource was not published`,
      lines: [
        { label: 'Resource', value: title },
        { label: 'Reason', value: reason },
        'You are welcome to upload a corrected version.',
      ],
      action: { label: 'My resources', url: `${publicUrl}/resources` },
    }),
  };
}
