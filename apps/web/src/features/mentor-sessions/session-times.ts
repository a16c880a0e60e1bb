import {
  formatInstantDate,
  formatInstantTime,
  formatInstantWeekday,
  type MentorSession,
  type Slot,
} from '@mentorbridge/shared';

/** The viewer's IANA zone; every time on these screens is shown in it first. */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const CANONICAL = new Map<string, string>();

/** Engines name some zones differently ("Asia/Calcutta" for "Asia/Kolkata"); this is the engine's name. */
export function canonicalZone(timeZone: string): string {
  let name = CANONICAL.get(timeZone);
  if (name === undefined) {
    try {
      name = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    } catch {
      name = timeZone;
    }
    if (CANONICAL.size < 1000) CANONICAL.set(timeZone, name);
  }
  return name;
}

/** Every zone the runtime knows, with `current` under its own name in place of its alias, or added. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  if (!current || zones.includes(current)) return zones;
  const same = canonicalZone(current);
  const index = zones.findIndex((zone) => canonicalZone(zone) === same);
  if (index === -1) return [current, ...zones];
  return zones.map((zone, position) => (position === index ? current : zone));
}

export interface SlotDay {
  key: string;
  label: string;
  slots: Slot[];
}

/** Grouped by the viewer's calendar day: a slot after midnight for the viewer belongs to the next day. */
export function groupSlotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const key = formatInstantDate(slot.start);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: `${formatInstantWeekday(slot.start)}, ${key}`, slots: [] };
      days.push(day);
    }
    day.slots.push(slot);
  }
  return days;
}

/** "9:00 am EDT", with the other zone's date when it falls on another calendar day than the viewer's. */
export function timeInZone(instant: string, timeZone: string): string {
  const time = formatInstantTime(instant, timeZone);
  const date = formatInstantDate(instant, timeZone);
  return date === formatInstantDate(instant) ? time : `${time}, ${date}`;
}

/** The mentor's time is shown beside the viewer's only when their zones differ. */
export function otherZoneTime(instant: string, timeZone: string): string | null {
  return canonicalZone(timeZone) === canonicalZone(viewerTimeZone()) ? null : timeInZone(instant, timeZone);
}

export const isUpcoming = (session: MentorSession, now: number) =>
  session.status === 'booked' && Date.parse(session.end) > now;

export const hasStarted = (session: MentorSession, now: number) => Date.parse(session.start) <= now;

/** "Mon, 12 May 2026" for a `YYYY-MM-DD` calendar date, which is no instant: read in UTC, it never shifts. */
export function formatCalendarDay(date: string): string {
  const noon = `${date}T12:00:00Z`;
  const day = formatInstantDate(noon, 'UTC');
  return day ? `${formatInstantWeekday(noon, 'UTC').slice(0, 3)}, ${day}` : date;
}
