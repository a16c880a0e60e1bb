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

/** The instant is approximate (wall time read as UTC), which only matters within hours of a DST change. */
export function timeZoneLongName(timeZone: string, date: string, time: string): string | null {
  const day = parseCalendarDate(date);
  const [hours, minutes] = time.split(':').map(Number);
  if (!day) return null;
  try {
    const instant = new Date(Date.UTC(day[0], day[1] - 1, day[2], hours ?? 0, minutes ?? 0));
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(instant);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

export function formatMeetingTime(date: string | null, time: string, timeZone: string | null): string {
  if (!timeZone) return time;
  const name = date ? timeZoneLongName(timeZone, date, time) : null;
  return name && name !== timeZone ? `${time} ${name} (${timeZone})` : `${time} (${timeZone})`;
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
