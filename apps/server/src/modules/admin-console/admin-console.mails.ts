import type { ReportKind } from '@mentorbridge/shared';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';

interface Person {
  id: string;
  name: string;
  email: string;
}

const KIND_NAMES: Record<Exclude<ReportKind, 'profile'>, string> = {
  experience: 'interview experience',
  insight: 'company insight',
  resource: 'resource',
  review: 'session review',
};

const KIND_LINKS: Record<Exclude<ReportKind, 'profile'>, string> = {
  experience: '/interviews',
  insight: '/company-insights',
  resource: '/resources',
  review: '/sessions',
};

/** renderMail escapes every piece of text. */
export function contentRemovedMail(
  author: Person,
  kind: Exclude<ReportKind, 'profile'>,
  label: string,
  reason: string | null,
  publicUrl: string,
): NewMail {
  const kindName = KIND_NAMES[kind];
  return {
    to: author.email,
    subject: `Your ${kindName} “${label}” was removed`,
    notice: {
      userId: author.id,
      category: 'moderation',
      title: `Your ${kindName} “${label}” was removed`,
      body: reason
        ? `Members reported it, and our team removed it after review. Reason: ${reason}`
        : 'Members reported it, and our team removed it after review.',
      link: KIND_LINKS[kind],
    },
    ...renderMail({
      heading: `Hi ${author.name}, your ${kindName} was removed`,
      lines: [
        { label: 'Removed', value: label },
        ...(reason ? [{ label: 'Reason', value: reason }] : []),
        'Members reported it, and our team removed it after review. Points it earned have been taken back.',
        'If you think this is a mistake, please contact us.',
      ],
      action: { label: 'Contact us', url: `${publicUrl}/contact` },
    }),
  };
}

export function accountDeactivatedMail(person: Person, reason: string | null, publicUrl: string): NewMail {
  return {
    to: person.email,
    subject: 'Your MentorBridge account has been deactivated',
    ...renderMail({
      heading: `Hi ${person.name}, your account has been deactivated`,
      lines: [
        'Members reported your profile, and our team deactivated your account after review. You can no longer sign in.',
        ...(reason ? [{ label: 'Reason', value: reason }] : []),
        'If you think this is a mistake, please contact us.',
      ],
      action: { label: 'Contact us', url: `${publicUrl}/contact` },
    }),
  };
}
