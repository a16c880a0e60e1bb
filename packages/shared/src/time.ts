/** Time-zone arithmetic with Intl only: wall-clock dates and times in a named zone to and from UTC. */

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Building an Intl.DateTimeFormat costs far more than using it (it was a fifth of a leaderboard's CPU). */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Bounded: an invalid zone throws above, so only real zone names are kept, and there are about 600.
    if (FORMATTERS.size < 1000) FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(date: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const LAST_DAYS = new Map<string, { minute: number; day: string }>();

export function dateIn(date: Date, timeZone: string): string {
  // A zone's offset is whole minutes, so the day is formatted at most once per UTC minute.
  const minute = Math.floor(date.getTime() / 60_000);
  const last = LAST_DAYS.get(timeZone);
  if (last?.minute === minute) return last.day;
  const { year, month, day } = partsIn(date, timeZone);
  const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (LAST_DAYS.size < 1000 || last) LAST_DAYS.set(timeZone, { minute, day: text });
  return text;
}

function offsetMs(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function zoneOffsetMs(date: Date, timeZone: string): number {
  return offsetMs(date, timeZone);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A wall-clock instant (its digits read as UTC) to the UTC instant it names, given the zone's offset at any
 * instant. A time read twice (autumn) is its first instant; a skipped one (spring) moves forward by the change.
 */
export function wallClockToUtc(wall: number, offsetAt: (instant: number) => number): number {
  const before = wall - offsetAt(wall - DAY_MS);
  const after = wall - offsetAt(wall + DAY_MS);
  if (before === after) return before;
  const reads = (instant: number) => instant + offsetAt(instant) === wall;
  if (reads(before) && reads(after)) return Math.min(before, after);
  return reads(after) && !reads(before) ? after : before;
}

/** `time` is HH:MM or HH:MM:SS with optional milliseconds. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const wholeSeconds = Math.floor(second);
  const millis = Math.round((second - wholeSeconds) * 1000);
  const wall = Date.UTC(year, month - 1, day, hour, minute, wholeSeconds);
  return new Date(wallClockToUtc(wall, (instant) => offsetMs(new Date(instant), timeZone)) + millis);
}

const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)$/;

/** Years 0001 to 9999: an ISO string past 9999 is `+010000-…`, which PostgreSQL refuses. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** Without an offset: wall-clock time in `timeZone`, else local time. Invalid text gives null. */
export function parseDateTime(value: string, timeZone?: string): Date | null {
  const text = value.trim();
  const zoneless = ZONELESS_DATE_TIME.exec(text);
  const date = zoneless && timeZone ? zonedToUtc(zoneless[1]!, zoneless[2]!, timeZone) : new Date(text);
  const time = date.getTime();
  return Number.isNaN(time) || time < FIRST_INSTANT || time > LAST_INSTANT ? null : date;
}
