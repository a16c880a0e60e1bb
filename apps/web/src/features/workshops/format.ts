/** Instants are stored in UTC and shown in the viewer's zone with its name. `timeZone` is for tests. */
import {
  formatInstant,
  formatInstantDate,
  formatInstantTime,
  formatInstantWeekday,
  timeZoneShortName,
} from '@mentorbridge/shared';

const LOCALE = 'en-IN';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString(LOCALE)}`;
}

export function priceLabel(isPaid: boolean, charge: number | null | undefined): string {
  return isPaid && charge && charge > 0 ? formatRupees(charge) : 'Free';
}

export function durationLabel(minutes: number | null | undefined): string {
  return minutes && minutes > 0 ? `${minutes} min` : 'Flexible';
}

export function slotsLabel(slots: number | null | undefined): string {
  if (typeof slots !== 'number' || !Number.isFinite(slots)) return 'Limited';
  if (slots <= 0) return 'No slots left';
  return slots === 1 ? '1 slot left' : `${slots} slots left`;
}

export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  return formatInstant(iso, timeZone) || 'Date to be announced';
}

export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  return formatInstantDate(iso, timeZone);
}

/** The server's availableDays/availableTime lack the zone's name, so they are only the fallback. */
export function weekdayAndTime(
  iso: string | null | undefined,
  fallback: { days: string[]; time: string },
  timeZone?: string,
): { days: string; time: string } {
  if (!parse(iso)) return { days: fallback.days.join(', ') || 'Flexible', time: fallback.time || 'Flexible' };
  return { days: formatInstantWeekday(iso, timeZone), time: formatInstantTime(iso, timeZone) };
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}(?=$|T)/;

// Date would roll 31 February over into March.
const isCalendarDate = (value: string) => parse(`${value}T00:00:00Z`)?.toISOString().slice(0, 10) === value;

const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOCK = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * A booking's preferred date and time as the student's client sent them: the web client sends the
 * student's own wall-clock time and no zone, so neither is shifted and the time is labelled as the student's.
 */
export function preferredSlotLabel(date: string | null, time: string | null): string {
  // A client that sent the date as UTC midnight ("2026-05-13T00:00:00.000Z") meant the day it names.
  const calendarDay = date?.match(CALENDAR_DATE)?.[0];
  const day =
    calendarDay && isCalendarDate(calendarDay)
      ? formatInstantDate(`${calendarDay}T00:00:00Z`, 'UTC')
      : (date ?? '');
  const clock = time?.match(WALL_TIME);
  const hour = clock
    ? `${CLOCK.format(Date.UTC(1970, 0, 1, Number(clock[1]), Number(clock[2])))} (student's local time)`
    : (time ?? '');
  return [day, hour].filter(Boolean).join(' at ');
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function toTimeInput(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function toDateTimeInput(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? `${toDateInput(date)}T${toTimeInput(date)}` : '';
}

export function browserZoneName(now = new Date()): string {
  return timeZoneShortName(undefined, now);
}
