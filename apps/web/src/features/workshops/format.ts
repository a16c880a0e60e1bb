/** Instants are stored in UTC and shown in the viewer's zone with its name. `timeZone` is for tests. */

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

/** The server's availableDays/availableTime lack the zone's name, so they are only the fallback. */
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
  const part = new Intl.DateTimeFormat(LOCALE, { timeZoneName: 'short' })
    .formatToParts(now)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? 'local time';
}
