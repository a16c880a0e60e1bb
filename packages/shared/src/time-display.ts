/**
 * How every screen and mail shows an instant: one format, in one zone, named by its short name ("IST",
 * "GMT-7"). `timeZone` undefined is the runtime's zone: the viewer's in a browser.
 */

const LOCALE = 'en-IN';

const STYLES = {
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  weekday: { weekday: 'long' },
  zone: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

// Building a formatter costs far more than using one. The runtime's zone is not cached: tests change it.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string | undefined): Intl.DateTimeFormat {
  if (timeZone === undefined) return new Intl.DateTimeFormat(LOCALE, STYLES[style]);
  const key = `${style} ${timeZone}`;
  let formatter = FORMATTERS.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...STYLES[style], timeZone });
    // Bounded: an invalid zone throws above, and there are about 600 real ones.
    if (FORMATTERS.size < 5000) FORMATTERS.set(key, formatter);
  }
  return formatter;
}

function toDate(instant: Date | string | null | undefined): Date | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(style: Style, instant: Date | string | null | undefined, timeZone?: string): string {
  const date = toDate(instant);
  return date ? formatterFor(style, timeZone).format(date) : '';
}

/** "Tue, 12 May, 2026, 6:30 pm IST"; empty for a missing or invalid instant. */
export function formatInstant(instant: Date | string | null | undefined, timeZone?: string): string {
  return format('dateTime', instant, timeZone);
}

/** "12 May 2026": the calendar day of the instant in the zone. */
export function formatInstantDate(instant: Date | string | null | undefined, timeZone?: string): string {
  return format('date', instant, timeZone);
}

/** "6:30 pm IST". */
export function formatInstantTime(instant: Date | string | null | undefined, timeZone?: string): string {
  return format('time', instant, timeZone);
}

/** "Tuesday". */
export function formatInstantWeekday(instant: Date | string | null | undefined, timeZone?: string): string {
  return format('weekday', instant, timeZone);
}

/** "IST", or "GMT+5:30" where the locale knows no abbreviation; at `at`, for zones with summer time. */
export function timeZoneShortName(timeZone?: string, at: Date = new Date()): string {
  const part = formatterFor('zone', timeZone)
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone ?? 'local time';
}
