import { formatInstant, MENTORSHIP_LIMITS, zonedToUtc } from '@mentorbridge/shared';
import { buildIcs } from '../../platform/mail/ics';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';
import type { RequestRow } from './mentorship.repository';

interface Person {
  id: string;
  name: string;
  email: string;
}

export function newRequestMail(
  alumni: Person,
  student: Person,
  request: Pick<RequestRow, 'requestType' | 'message'>,
  publicUrl: string,
): NewMail {
  return {
    to: alumni.email,
    subject: `New mentorship request from ${student.name}`,
    notice: {
      userId: alumni.id,
      category: 'mentorship',
      title: `New mentorship request from ${student.name}`,
      body: `${student.name} asked you for ${request.requestType}.`,
      link: '/mentorship-dashboard',
    },
    ...renderMail({
      heading: `${student.name} asked you for mentorship`,
      lines: [
        { label: 'Request type', value: request.requestType },
        request.message,
        'Requests unanswered for 7 days are archived automatically.',
      ],
      action: { label: 'Open your mentorship dashboard', url: `${publicUrl}/mentorship-dashboard` },
    }),
  };
}

/** The meeting was set in the alumni's zone; the mail shows it in `timeZone`, like every other time it gives. */
function meeting(request: RequestRow, alumni: Person, stamp: Date, timeZone: string) {
  if (!request.meetingDate || !request.meetingTime || !request.meetingTimeZone)
    return { lines: [], attachments: [] };
  const start = zonedToUtc(request.meetingDate, request.meetingTime, request.meetingTimeZone);
  const end = new Date(start.getTime() + MENTORSHIP_LIMITS.meetingMinutes * 60_000);
  const ics = buildIcs({
    uid: `mentorship-${request.id}@mentorbridge`,
    start,
    end,
    stamp,
    summary: `Mentorship with ${alumni.name} (${request.requestType})`,
    description: [request.responseMessage, request.meetingLink].filter(Boolean).join('\n\n'),
    location: request.meetingLink ?? undefined,
    url: request.meetingLink ?? undefined,
  });
  return {
    lines: [{ label: 'When', value: formatInstant(start, timeZone) }],
    attachments: [
      {
        filename: 'mentorship.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics).toString('base64'),
      },
    ],
  };
}

export function acceptedMail(
  student: Person,
  alumni: Person,
  request: RequestRow,
  publicUrl: string,
  now: Date,
  timeZone: string,
): NewMail {
  const details = meeting(request, alumni, now, timeZone);
  return {
    to: student.email,
    subject: `${alumni.name} accepted your mentorship request`,
    notice: {
      userId: student.id,
      category: 'mentorship',
      title: `${alumni.name} accepted your mentorship request`,
      body: 'Their contact details and the meeting details are on your mentorship page.',
      link: '/mentorship',
    },
    attachments: details.attachments,
    ...renderMail({
      heading: `Good news, ${student.name}! ${alumni.name} accepted your request`,
      lines: [
        request.responseMessage ?? '',
        ...details.lines,
        ...(request.meetingLink ? [{ label: 'Meeting link', value: request.meetingLink }] : []),
        'Their contact details are now visible on your mentorship page.',
      ],
      action: { label: 'View your requests', url: `${publicUrl}/mentorship` },
    }),
  };
}

export function rejectedMail(
  student: Person,
  alumni: Person,
  request: RequestRow,
  publicUrl: string,
): NewMail {
  return {
    to: student.email,
    subject: `Update on your mentorship request to ${alumni.name}`,
    notice: {
      userId: student.id,
      category: 'mentorship',
      title: `${alumni.name} can't take your request right now`,
      body: request.rejectionReason
        ? `Reason: ${request.rejectionReason}`
        : 'Other alumni may be a great fit: browse the directory and send a new request.',
      link: '/mentorship',
    },
    ...renderMail({
      heading: `${alumni.name} can't take your request right now`,
      lines: [
        ...(request.rejectionReason ? [{ label: 'Reason', value: request.rejectionReason }] : []),
        'Other alumni may be a great fit: browse the directory and send a new request.',
      ],
      action: { label: 'Find a mentor', url: `${publicUrl}/find-mentor` },
    }),
  };
}

export function autoArchivedMail(student: Person, alumni: Person, publicUrl: string): NewMail {
  return {
    to: student.email,
    subject: `Your mentorship request to ${alumni.name} was archived`,
    notice: {
      userId: student.id,
      category: 'mentorship',
      title: `Your request to ${alumni.name} was archived`,
      body: `${alumni.name} did not answer within 7 days. You can send a new request to them or to another alumni.`,
      link: '/mentorship',
    },
    ...renderMail({
      heading: 'Your request was archived',
      lines: [
        `${alumni.name} did not answer within 7 days, so your request was archived and no longer counts towards your 5 pending requests.`,
        'You can send a new request to them or to another alumni.',
      ],
      action: { label: 'Find a mentor', url: `${publicUrl}/find-mentor` },
    }),
  };
}
