import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';
import type { UserBasics } from '../../platform/users/users.repository';

export const spaceLink = (id: string) => `/mentorships/${id}`;

/** To the side that did not end it; category 'mentorship', so the recipient's preference applies. */
export function endedMail(
  recipient: UserBasics,
  actor: UserBasics,
  mentorship: { id: string; closingNote: string; cancelledSessions: number },
  publicUrl: string,
): NewMail {
  const subject = `${actor.name} ended your mentorship`;
  const cancelled = mentorship.cancelledSessions;
  return {
    to: recipient.email,
    subject,
    notice: {
      userId: recipient.id,
      category: 'mentorship',
      title: subject,
      body: mentorship.closingNote,
      link: spaceLink(mentorship.id),
    },
    ...renderMail({
      heading: `${actor.name} ended your mentorship on MentorBridge`,
      lines: [
        { label: 'Closing note', value: mentorship.closingNote },
        ...(cancelled > 0
          ? [`${cancelled} upcoming ${cancelled === 1 ? 'session was' : 'sessions were'} cancelled.`]
          : []),
        'The goals, sessions and notes stay readable in the mentorship space.',
      ],
      action: { label: 'Open mentorship space', url: `${publicUrl}${spaceLink(mentorship.id)}` },
    }),
  };
}
