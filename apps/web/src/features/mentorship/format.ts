import { formatInstantDate, formatInstantTime, isValidTimeZone, zonedToUtc } from '@mentorbridge/shared';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function parseCalendarDate(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** No time zone shift: a calendar date is not an instant. */
export function formatCalendarDate(value: string): string {
  const parts = parseCalendarDate(value);
  if (!parts) return value;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${weekdayFormat.format(date)}, ${calendarDateFormat.format(date)}`;
}

export interface MeetingWhen {
  date: string;
  time: string;
  /** The time in the zone the mentor set it in, when that reads differently from the viewer's. */
  mentorTime: string | null;
}

/**
 * The mentor sets the date and time in their own zone; the viewer sees them in theirs, which can fall on
 * another day. Without a zone only the values as given can be shown. `viewerZone` is for tests.
 */
export function describeMeeting(
  date: string | null,
  time: string | null,
  timeZone: string | null,
  viewerZone?: string,
): MeetingWhen {
  const isTime = time !== null && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  if (!date || !parseCalendarDate(date) || !isTime || !timeZone || !isValidTimeZone(timeZone)) {
    return { date: date ? formatCalendarDate(date) : '', time: time ?? '', mentorTime: null };
  }
  const start = zonedToUtc(date, time, timeZone);
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: viewerZone }).format(start);
  const shown = formatInstantTime(start, viewerZone);
  const mentorTime = formatInstantTime(start, timeZone);
  return {
    date: `${weekday}, ${formatInstantDate(start, viewerZone)}`,
    time: shown,
    mentorTime: mentorTime === shown ? null : mentorTime,
  };
}

export function todayInBrowser(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Sent with meeting details so the server reads the date and time right. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
