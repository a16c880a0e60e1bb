import { formatInstantDate, noticeDate, RESPONSIVENESS_LIMITS } from '@mentorbridge/shared';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';
import type { UserBasics } from '../../platform/users/users.repository';
import type { RequestRow } from './mentorship.repository';

export function pausedMail(alumni: UserBasics, publicUrl: string): NewMail {
  const title = 'New mentorship requests are paused';
  const body = `${RESPONSIVENESS_LIMITS.pauseAfterExpiries} requests in a row expired without an answer, so students cannot send you new requests until you resume from your dashboard.`;
  return {
    to: alumni.email,
    subject: 'Your mentorship requests are paused',
    ...renderMail({
      heading: `${alumni.name}, we paused new requests for you`,
      lines: [body, 'Your pending requests stay open: answer them, then resume when you are ready.'],
      action: { label: 'Open your dashboard', url: `${publicUrl}/alumni-dashboard` },
    }),
    notice: { userId: alumni.id, category: 'mentorship', title, body, link: '/alumni-dashboard' },
  };
}

export function reminderMail(
  alumni: UserBasics,
  student: UserBasics,
  request: RequestRow,
  expiry: { daysLeft: number; expiresAt: Date; timeZone: string },
  publicUrl: string,
): NewMail {
  const { daysLeft, expiresAt, timeZone } = expiry;
  const title = `${student.name} is waiting for your answer`;
  const body = (on: string) =>
    `Their ${request.requestType} request expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} (on ${on}) if it is not answered.`;
  return {
    to: alumni.email,
    subject: `Reminder: ${student.name}'s mentorship request is waiting`,
    ...renderMail({
      heading: title,
      lines: [
        { label: 'Request type', value: request.requestType },
        request.message,
        body(formatInstantDate(expiresAt, timeZone)),
      ],
      action: { label: 'Answer on your mentorship dashboard', url: `${publicUrl}/mentorship-dashboard` },
    }),
    notice: {
      userId: alumni.id,
      category: 'mentorship',
      title,
      body: body(noticeDate(expiresAt)),
      link: '/mentorship-dashboard',
    },
  };
}
