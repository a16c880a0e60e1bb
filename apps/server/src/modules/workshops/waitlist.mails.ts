import {
  formatInstant,
  noticeTime,
  seatTakenMessage,
  WAITLIST_MAIL_MESSAGES as T,
} from '@mentorbridge/shared';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { renderMail } from '../../platform/mail/render';
import type { UserBasics } from '../../platform/users/users.repository';
import { BROWSE_WORKSHOPS, MANAGE_BOOKINGS, workshopIcs, workshopMail } from './workshops.mails';
import type { WorkshopRow } from './workshops.repository';

const STUDENT_LINK = '/student-dashboard';

/** Urgent: never left to a digest. */
export function seatOfferedMail(
  student: UserBasics,
  workshop: WorkshopRow,
  expiresAt: Date,
  timeZone: string,
  publicUrl: string,
): NewMail {
  return {
    to: student.email,
    subject: `A seat is held for you: ${workshop.title}`,
    ...renderMail({
      heading: 'A seat freed up in a workshop you are waiting for',
      lines: [
        { label: 'Workshop', value: workshop.title },
        { label: 'When', value: formatInstant(workshop.scheduledAt, timeZone) },
        { label: 'Held until', value: formatInstant(expiresAt, timeZone) },
        'Take the seat or decline it from your dashboard; after that it goes to the next student waiting.',
      ],
      action: { label: 'Take the seat', url: `${publicUrl}${STUDENT_LINK}` },
    }),
    notice: {
      userId: student.id,
      category: 'workshops',
      title: `A seat is held for you: ${workshop.title}`,
      body: `Take it before ${noticeTime(expiresAt)}, or it goes to the next student waiting.`,
      link: STUDENT_LINK,
      urgent: true,
    },
  };
}

export function seatReleasedMail(student: UserBasics, workshop: WorkshopRow, publicUrl: string): NewMail {
  const why = 'The seat was not taken in time, so it went to the next student waiting.';
  return workshopMail(
    student,
    workshop,
    {
      subject: `Held seat released: ${workshop.title}`,
      heading: 'The seat held for you was released',
      lines: [why],
      body: why,
    },
    BROWSE_WORKSHOPS,
    publicUrl,
  );
}

export function seatTakenMail(
  host: UserBasics,
  student: UserBasics,
  workshop: WorkshopRow,
  publicUrl: string,
): NewMail {
  return workshopMail(
    host,
    workshop,
    {
      subject: `Seat taken from the waitlist: ${workshop.title}`,
      heading: `${student.name} took a seat in your workshop`,
      lines: [seatTakenMessage(student.name), T.seatTaken],
      body: `${seatTakenMessage(student.name)} ${T.seatTaken}`,
    },
    MANAGE_BOOKINGS,
    publicUrl,
  );
}

export function waitlistCancelledMail(
  student: UserBasics,
  workshop: WorkshopRow,
  reason: string,
  publicUrl: string,
): NewMail {
  return workshopMail(
    student,
    workshop,
    {
      subject: `Workshop cancelled: ${workshop.title}`,
      heading: 'A workshop you were waiting for was cancelled',
      lines: [reason, T.noLongerWaiting],
      body: `${reason} ${T.noLongerWaiting}`,
    },
    BROWSE_WORKSHOPS,
    publicUrl,
  );
}

export function waitlistClosedMail(student: UserBasics, workshop: WorkshopRow, publicUrl: string): NewMail {
  return workshopMail(
    student,
    workshop,
    {
      subject: `Waitlist closed: ${workshop.title}`,
      heading: 'A workshop you were waiting for has taken place',
      lines: [T.tookPlace, T.noLongerWaiting],
      body: `${T.tookPlace} ${T.noLongerWaiting}`,
    },
    BROWSE_WORKSHOPS,
    publicUrl,
  );
}

export function workshopRescheduledMail(
  student: UserBasics,
  workshop: WorkshopRow,
  bookingId: string,
  meetingLink: string | null,
  timeZone: string,
  now: Date,
): NewMail {
  const when = formatInstant(workshop.scheduledAt, timeZone);
  return {
    to: student.email,
    subject: `Workshop rescheduled: ${workshop.title}`,
    attachments: [invitation(workshop, bookingId, meetingLink, now)],
    ...renderMail({
      heading: 'Your workshop was rescheduled',
      lines: [
        { label: 'Workshop', value: workshop.title },
        { label: 'When', value: when },
        { label: 'Duration', value: `${workshop.duration} minutes` },
        ...(meetingLink ? [{ label: 'Meeting link', value: meetingLink }] : []),
        'The attached invitation updates the event in your calendar.',
      ],
    }),
    notice: {
      userId: student.id,
      category: 'workshops',
      title: `Workshop rescheduled: ${workshop.title}`,
      body: `It now starts ${noticeTime(workshop.scheduledAt)}.`,
      link: STUDENT_LINK,
    },
  };
}

export function invitation(
  workshop: WorkshopRow,
  bookingId: string,
  meetingLink: string | null,
  now: Date,
  cancel = false,
) {
  return {
    filename: cancel ? 'cancelled.ics' : 'workshop.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'PUBLISH'}`,
    content: Buffer.from(workshopIcs(workshop, bookingId, meetingLink, now, cancel)).toString('base64'),
  };
}

export function bookingWithdrawnMail(
  student: UserBasics,
  workshop: WorkshopRow,
  bookingId: string,
  now: Date,
): NewMail {
  return {
    to: student.email,
    subject: `You cancelled your booking: ${workshop.title}`,
    attachments: [invitation(workshop, bookingId, null, now, true)],
    ...renderMail({
      heading: 'Your booking is cancelled',
      lines: [
        { label: 'Workshop', value: workshop.title },
        'The attached invitation removes the workshop from your calendar.',
      ],
    }),
    notice: {
      userId: student.id,
      category: 'workshops',
      title: `Booking cancelled: ${workshop.title}`,
      body: 'You cancelled your booking.',
      link: STUDENT_LINK,
    },
  };
}
