/**
 * Display helpers for workshops and bookings. Instants are stored in UTC and shown in the viewer's time
 * zone with its name (QUALITY.md); prices are whole rupees (part 2 section 9). `timeZone` is for tests.
 */

const LOCALE = 'en-IN';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '₹1,499' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString(LOCALE)}`;
}

/** 'Free' for a free session (or one without a charge), else the rupee amount. */
export function priceLabel(isPaid: boolean, charge: number | null | undefined): string {
  return isPaid && charge && charge > 0 ? formatRupees(charge) : 'Free';
}

/** '90 min', or 'Flexible' when the duration is missing (part 2 section 2.1). */
export function durationLabel(minutes: number | null | undefined): string {
  return minutes && minutes > 0 ? `${minutes} min` : 'Flexible';
}

/** '3 slots left', or 'Limited' when the number is unknown (part 2 section 2.1). */
export function slotsLabel(slots: number | null | undefined): string {
  if (typeof slots !== 'number' || !Number.isFinite(slots)) return 'Limited';
  if (slots <= 0) return 'No slots left';
  return slots === 1 ? '1 slot left' : `${slots} slots left`;
}

/** 'Tue, 12 May, 2026, 6:30 pm IST': the full date and time in the viewer's zone, with its name. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return 'Date to be announced';
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/** '12 May 2026' in the viewer's zone, for a submission or booking date. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/**
 * The weekday and time of a workshop in the viewer's zone ('Tuesday', '6:30 pm IST'). The server's own
 * availableDays/availableTime are in the platform's zone without its name, so they are only the fallback.
 */
export function weekdayAndTime(
  iso: string | null | undefined,
  fallback: { days: string[]; time: string },
  timeZone?: string,
): { days: string; time: string } {
  const date = parse(iso);
  if (!date) return { days: fallback.days.join(', ') || 'Flexible', time: fallback.time || 'Flexible' };
  return {
    days: new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone }).format(date),
    time: new Intl.DateTimeFormat(LOCALE, {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    }).format(date),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' in the browser's zone (a date input's value). */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' in the browser's zone (a time input's value). */
export function toTimeInput(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' in the browser's zone (a datetime-local input's value); '' for null or garbage. */
export function toDateTimeInput(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? `${toDateInput(date)}T${toTimeInput(date)}` : '';
}

/** The short name of the browser's zone now ('IST', 'GMT+2'), for hints beside date inputs. */
export function browserZoneName(now = new Date()): string {
  const part = new Intl.DateTimeFormat(LOCALE, { timeZoneName: 'short' })
    .formatToParts(now)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? 'local time';
}
