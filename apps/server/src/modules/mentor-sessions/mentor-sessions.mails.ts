import { formatInstant, noticeTime } from '@mentorbridge/shared';
import { buildIcs } from '../../platform/mail/ics';
import type { NewMail } from '../../platform/mail/outbox.repository';
import { type MailLine, renderMail } from '../../platform/mail/render';
import type { UserBasics } from '../../platform/users/users.repository';
import type { SessionListRow } from './mentor-sessions.repository';

export type Side = 'student' | 'alumni';

/** What happened to a session; `actor` is who did it (the job for reminders). */
export type SessionEvent =
  | { kind: 'booked'; actor: Side }
  | { kind: 'rescheduled'; actor: Side; reason: string; previousStart: Date }
  | { kind: 'cancelled'; actor: Side; reason: string }
  | { kind: 'no_show' }
  | { kind: 'link_changed' }
  | { kind: 'reminder'; ahead: '24h' | '1h' };

export interface MailSettings {
  publicUrl: string;
  /** The platform's zone: mails give every time in it, with its name. */
  timeZone: string;
  now: Date;
}

interface Text {
  subject: string;
  heading: string;
  lines: MailLine[];
  body: string;
}

const SESSIONS_LINK = '/sessions';

/** One UID per session for its whole life; SEQUENCE rises on each move and on cancel. */
export function sessionIcs(session: SessionListRow, now: Date): string {
  const isCancelled = session.status === 'cancelled';
  return buildIcs({
    uid: `mentor-session-${session.id}@mentorbridge`,
    sequence: session.calendarSequence,
    method: isCancelled ? 'CANCEL' : 'PUBLISH',
    status: isCancelled ? 'CANCELLED' : 'CONFIRMED',
    start: session.startsAt,
    end: session.endsAt,
    stamp: now,
    summary: `Mentorship session: ${session.studentName} and ${session.alumniName}`,
    description: session.meetingLink ?? 'The meeting link is not set yet.',
    location: session.meetingLink ?? undefined,
    url: session.meetingLink ?? undefined,
  });
}

function textFor(event: SessionEvent, session: SessionListRow, side: Side): Text | null {
  const other = side === 'student' ? session.alumniName : session.studentName;
  const at = noticeTime(session.startsAt);
  switch (event.kind) {
    case 'booked':
      return event.actor === side
        ? {
            subject: `Session booked with ${other}`,
            heading: `Your session with ${other} is booked`,
            lines: [],
            body: `Your session with ${other} is on ${at}.`,
          }
        : {
            subject: `New session with ${other}`,
            heading: `${other} booked a session with you`,
            lines: [],
            body: `${other} booked a session with you on ${at}.`,
          };
    case 'rescheduled': {
      const lines: MailLine[] = [{ label: 'Reason', value: event.reason }];
      return event.actor === side
        ? {
            subject: `Session moved: with ${other}`,
            heading: `You moved your session with ${other}`,
            lines,
            body: `Your session with ${other} is now on ${at}.`,
          }
        : {
            subject: `Session moved by ${other}`,
            heading: `${other} moved your session`,
            lines,
            body: `${other} moved your session to ${at}: ${event.reason}`,
          };
    }
    case 'cancelled': {
      const lines: MailLine[] = [{ label: 'Reason', value: event.reason }];
      return event.actor === side
        ? {
            subject: `Session cancelled: with ${other}`,
            heading: `You cancelled your session with ${other}`,
            lines,
            body: `Your session with ${other} on ${at} is cancelled.`,
          }
        : {
            subject: `Session cancelled by ${other}`,
            heading: `${other} cancelled your session`,
            lines,
            body: `${other} cancelled the session on ${at}: ${event.reason}`,
          };
    }
    case 'no_show':
      return side === 'student'
        ? {
            subject: `Marked as a no-show by ${other}`,
            heading: `${other} marked you as absent`,
            lines: ['If you were there, write to your mentor.'],
            body: `${other} marked you as absent from the session on ${at}.`,
          }
        : null;
    case 'link_changed':
      // The alumni changed it themself: only the student is told.
      if (side === 'alumni') return null;
      return session.meetingLink
        ? {
            subject: `New meeting link: session with ${other}`,
            heading: `${other} changed the meeting link of your session`,
            lines: [],
            body: `Your session with ${other} on ${at} now takes place at ${session.meetingLink}`,
          }
        : {
            subject: `Meeting link removed: session with ${other}`,
            heading: `${other} removed the meeting link of your session`,
            lines: ['Your mentor will share a new link before the session.'],
            body: `${other} removed the meeting link of your session on ${at}.`,
          };
    case 'reminder':
      return {
        subject: `${event.ahead === '24h' ? 'Coming up' : 'Starting soon'}: session with ${other}`,
        heading: `Your session with ${other} ${event.ahead === '24h' ? 'is coming up' : 'starts within the hour'}`,
        lines: [],
        body: `Your session with ${other} starts ${at}.`,
      };
  }
}

/** Mail and notification (category 'mentorship', so each user's preference applies) for each side told. */
export function sessionMails(
  event: SessionEvent,
  session: SessionListRow,
  people: UserBasics[],
  settings: MailSettings,
): NewMail[] {
  const carriesInvite =
    event.kind === 'booked' ||
    event.kind === 'rescheduled' ||
    event.kind === 'cancelled' ||
    event.kind === 'link_changed';
  const ics = carriesInvite ? sessionIcs(session, settings.now) : null;
  return (['student', 'alumni'] as const).flatMap((side) => {
    const text = textFor(event, session, side);
    const recipient = people.find(
      (person) => person.id === (side === 'student' ? session.studentId : session.alumniId),
    );
    if (!text || !recipient) return [];
    const when = formatInstant(session.startsAt, settings.timeZone);
    const mail: NewMail = {
      to: recipient.email,
      subject: text.subject,
      notice: {
        userId: recipient.id,
        category: 'mentorship',
        title: text.subject,
        body: text.body,
        link: SESSIONS_LINK,
      },
      ...renderMail({
        heading: text.heading,
        lines: [
          { label: event.kind === 'cancelled' ? 'Was' : 'When', value: when },
          ...(event.kind === 'rescheduled'
            ? [{ label: 'Before', value: formatInstant(event.previousStart, settings.timeZone) }]
            : []),
          {
            label: 'Duration',
            value: `${(session.endsAt.getTime() - session.startsAt.getTime()) / 60_000} minutes`,
          },
          ...(session.meetingLink && event.kind !== 'cancelled'
            ? [{ label: 'Meeting link', value: session.meetingLink }]
            : []),
          ...text.lines,
        ],
        action: { label: 'My sessions', url: `${settings.publicUrl}${SESSIONS_LINK}` },
      }),
    };
    if (ics) {
      const method = event.kind === 'cancelled' ? 'CANCEL' : 'PUBLISH';
      mail.attachments = [
        {
          filename: 'session.ics',
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: Buffer.from(ics).toString('base64'),
        },
      ];
    }
    return [mail];
  });
}
