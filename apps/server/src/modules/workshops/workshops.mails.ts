import { formatInstant, noticeTime } from '@mentorbridge/shared';
import { buildIcs } from '../../platform/mail/ics';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { type MailLine, renderMail } from '../../platform/mail/render';
import type { WorkshopRow } from './workshops.repository';

interface Person {
  id: string;
  name: string;
  email: string;
}

interface MailAction {
  label: string;
  link: string;
}

export const BROWSE_WORKSHOPS: MailAction = { label: 'Browse workshops', link: '/student-dashboard' };
export const MANAGE_BOOKINGS: MailAction = { label: 'Manage bookings', link: '/alumni-dashboard' };

/** `subject` is also the notification's title, `body` its text. */
export interface WorkshopMailText {
  subject: string;
  heading: string;
  lines: MailLine[];
  body: string;
}

export function workshopMail(
  recipient: Person,
  workshop: WorkshopRow,
  text: WorkshopMailText,
  action: MailAction,
  publicUrl: string,
): NewMail {
  return {
    to: recipient.email,
    subject: text.subject,
    notice: {
      userId: recipient.id,
      category: 'workshops',
      title: text.subject,
      body: text.body,
      link: action.link,
    },
    ...renderMail({
      heading: text.heading,
      lines: [{ label: 'Workshop', value: workshop.title }, ...text.lines],
      action: { label: action.label, url: `${publicUrl}${action.link}` },
    }),
  };
}

/** One UID per booking; SEQUENCE is raised on each reschedule so calendars replace the event. */
export function workshopIcs(
  workshop: WorkshopRow,
  bookingId: string,
  meetingLink: string | null,
  now: Date,
  cancel = false,
): string {
  return buildIcs({
    uid: `workshop-booking-${bookingId}@mentorbridge`,
    sequence: workshop.calendarSequence + (cancel ? 1 : 0),
    method: cancel ? 'CANCEL' : 'PUBLISH',
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    start: workshop.scheduledAt,
    end: new Date(workshop.scheduledAt.getTime() + workshop.duration * 60_000),
    stamp: now,
    summary: workshop.title,
    description: [workshop.description, meetingLink].filter(Boolean).join('\n\n'),
    location: meetingLink ?? undefined,
    url: meetingLink ?? undefined,
  });
}

export function bookingArrivedMail(
  alumni: Person,
  student: Person,
  workshop: WorkshopRow,
  publicUrl: string,
): NewMail {
  const next = 'Confirm or reject the booking from your dashboard.';
  return workshopMail(
    alumni,
    workshop,
    {
      subject: `New booking for “${workshop.title}”`,
      heading: `${student.name} booked your workshop`,
      lines: [next],
      body: `${student.name} booked your workshop. ${next}`,
    },
    MANAGE_BOOKINGS,
    publicUrl,
  );
}

export function bookingConfirmedMail(
  student: Person,
  workshop: WorkshopRow,
  bookingId: string,
  meetingLink: string,
  timeZone: string,
  publicUrl: string,
  now: Date,
): NewMail {
  return {
    to: student.email,
    subject: `Booking confirmed: ${workshop.title}`,
    notice: {
      userId: student.id,
      category: 'workshops',
      title: `Booking confirmed: ${workshop.title}`,
      body: `See you on ${noticeTime(workshop.scheduledAt)}.`,
      link: '/student-dashboard',
    },
    attachments: [
      {
        filename: 'workshop.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(workshopIcs(workshop, bookingId, meetingLink, now)).toString('base64'),
      },
    ],
    ...renderMail({
      heading: 'Your workshop booking is confirmed',
      lines: [
        { label: 'Workshop', value: workshop.title },
        { label: 'When', value: formatInstant(workshop.scheduledAt, timeZone) },
        { label: 'Duration', value: `${workshop.duration} minutes` },
        { label: 'Meeting link', value: meetingLink },
      ],
      action: { label: 'My bookings', url: `${publicUrl}/student-dashboard` },
    }),
  };
}

export function bookingCancelledMail(
  student: Person,
  workshop: WorkshopRow,
  reason: string,
  publicUrl: string,
): NewMail {
  return workshopMail(
    student,
    workshop,
    {
      subject: `Booking cancelled: ${workshop.title}`,
      heading: 'Your workshop booking was cancelled',
      lines: [reason],
      body: reason,
    },
    BROWSE_WORKSHOPS,
    publicUrl,
  );
}

export function meetingLinkChangedMail(
  student: Person,
  workshop: WorkshopRow,
  meetingLink: string,
  timeZone: string,
): NewMail {
  return {
    to: student.email,
    subject: `New meeting link for ${workshop.title}`,
    notice: {
      userId: student.id,
      category: 'workshops',
      title: `New meeting link for ${workshop.title}`,
      body: `The link is now ${meetingLink}`,
      link: '/student-dashboard',
    },
    ...renderMail({
      heading: 'The meeting link of your workshop changed',
      lines: [
        { label: 'Workshop', value: workshop.title },
        { label: 'When', value: formatInstant(workshop.scheduledAt, timeZone) },
        { label: 'Meeting link', value: meetingLink },
      ],
    }),
  };
}

export function reminderMail(
  student: Person,
  workshop: WorkshopRow,
  meetingLink: string | null,
  timeZone: string,
): NewMail {
  return {
    to: student.email,
    subject: `Tomorrow: ${workshop.title}`,
    notice: {
      userId: student.id,
      category: 'workshops',
      title: `Coming up: ${workshop.title}`,
      body: `Your workshop starts ${noticeTime(workshop.scheduledAt)}.`,
      link: '/student-dashboard',
    },
    ...renderMail({
      heading: 'Your workshop is coming up',
      lines: [
        { label: 'Workshop', value: workshop.title },
        { label: 'When', value: formatInstant(workshop.scheduledAt, timeZone) },
        ...(meetingLink ? [{ label: 'Meeting link', value: meetingLink }] : []),
      ],
    }),
  };
}
