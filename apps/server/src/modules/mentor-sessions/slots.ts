import {
  MENTOR_SESSION_LIMITS,
  minutesOfDay,
  WEEKDAYS,
  type WeeklyWindow,
  wallClockToUtc,
  zoneOffsetMs,
} from '@mentorbridge/shared';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SlotRules {
  timeZone: string;
  sessionMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  weeklyCap: number;
  weeklyHours: WeeklyWindow[];
  blockedDates: string[];
}

/** A time the alumni is taken: a booked session or one of their workshops. */
export interface BusyInterval {
  start: Date;
  end: Date;
  /** Counts towards the weekly cap (a session not cancelled). */
  isSession: boolean;
}

export interface SlotInstant {
  start: number;
  end: number;
}

/** Days since 1970-01-01, which was a Thursday: plain numbers keep four weeks of dates cheap. */
const dayNumberOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const weekdayOfDay = (day: number) => (day + 4) % 7;
/** The Monday that starts a day's week, so a week is the alumni's own Monday to Sunday. */
const mondayOf = (day: number) => day - ((weekdayOfDay(day) + 6) % 7);

export function weekOf(date: string): string {
  return new Date(mondayOf(dayNumberOf(date)) * DAY_MS).toISOString().slice(0, 10);
}

type OffsetAt = (instant: number) => number;

/**
 * A zone's offsets over a range as constant pieces: sampled every 7 days, each change found to the minute by
 * bisection, so the whole horizon costs about 20 Intl calls instead of several per day. Real zones never
 * change twice within a week.
 */
function zoneOffsets(timeZone: string, start: number, to: number): OffsetAt {
  // Whole minutes, so bisection lands on the change itself (zones change on a minute).
  const from = Math.floor(start / MINUTE_MS) * MINUTE_MS;
  const at = (instant: number) => zoneOffsetMs(new Date(instant), timeZone);
  const changes: Array<{ since: number; offset: number }> = [{ since: -Infinity, offset: at(from) }];
  for (let left = from; left < to; left += 7 * DAY_MS) {
    const right = Math.min(left + 7 * DAY_MS, to);
    const before = changes.at(-1)!.offset;
    const after = at(right);
    if (after === before) continue;
    let low = left;
    let high = right;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.max(MINUTE_MS, Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS);
      if (at(middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ since: high, offset: after });
  }
  return (instant) => {
    for (let index = changes.length - 1; index > 0; index--) {
      if (instant >= changes[index]!.since) return changes[index]!.offset;
    }
    return changes[0]!.offset;
  };
}

const localDayOf = (instant: number, offsetAt: OffsetAt) =>
  Math.floor((instant + offsetAt(instant)) / DAY_MS);

const wallToUtc = (day: number, minutes: number, offsetAt: OffsetAt) =>
  wallClockToUtc(day * DAY_MS + minutes * MINUTE_MS, offsetAt);

/** The horizon: sessions and workshops in this range are all the computation needs. */
export function slotRange(now: Date) {
  return {
    from: now,
    to: new Date(now.getTime() + MENTOR_SESSION_LIMITS.horizonDays * DAY_MS),
    // Whole weeks on both sides, so the weekly cap counts sessions before `from` and after `to`.
    busyFrom: new Date(now.getTime() - 8 * DAY_MS),
    busyTo: new Date(now.getTime() + (MENTOR_SESSION_LIMITS.horizonDays + 8) * DAY_MS),
  };
}

/**
 * Free slots as UTC instants: weekly hours read as wall-clock times in the alumni's zone on each local date
 * (so a daylight-saving change moves the UTC time, never the local one), minus blocked dates, minimum notice,
 * busy times widened by the buffer, and weeks that reached the cap.
 */
export function computeSlots(
  rules: SlotRules,
  busy: BusyInterval[],
  now: Date,
  options: { ignoreCap?: boolean } = {},
): SlotInstant[] {
  const { from, to, busyFrom, busyTo } = slotRange(now);
  const length = rules.sessionMinutes * MINUTE_MS;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const earliest = Math.max(from.getTime(), now.getTime() + rules.minNoticeHours * 60 * MINUTE_MS);
  const offsetAt = zoneOffsets(rules.timeZone, busyFrom.getTime(), busyTo.getTime() + DAY_MS);
  const blocked = new Set(rules.blockedDates.map(dayNumberOf));
  const perWeek = new Map<number, number>();
  for (const interval of busy) {
    if (!interval.isSession) continue;
    const week = mondayOf(localDayOf(interval.start.getTime(), offsetAt));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const taken = busy.map((interval) => ({
    start: interval.start.getTime() - buffer,
    end: interval.end.getTime() + buffer,
  }));
  const windowsByWeekday = WEEKDAYS.map((weekday) =>
    rules.weeklyHours
      .filter((window) => window.weekday === weekday)
      .map((window) => ({ start: minutesOfDay(window.start), end: minutesOfDay(window.end) }))
      .sort((a, b) => a.start - b.start),
  );

  const slots: SlotInstant[] = [];
  const last = localDayOf(to.getTime(), offsetAt);
  for (let day = localDayOf(from.getTime(), offsetAt); day <= last; day++) {
    if (blocked.has(day)) continue;
    if (!options.ignoreCap && (perWeek.get(mondayOf(day)) ?? 0) >= rules.weeklyCap) continue;
    for (const window of windowsByWeekday[weekdayOfDay(day)]!) {
      const windowEnd = wallToUtc(day, window.end, offsetAt);
      for (let start = wallToUtc(day, window.start, offsetAt); start + length <= windowEnd; start += length) {
        const end = start + length;
        if (start < earliest || start >= to.getTime()) continue;
        if (taken.some((interval) => start < interval.end && interval.start < end)) continue;
        slots.push({ start, end });
      }
    }
  }
  return slots;
}

/** Why a start is not bookable, or null when it is one of the offered slots. */
export function refusalOf(
  rules: SlotRules,
  busy: BusyInterval[],
  now: Date,
  start: number,
): 'cap' | 'unavailable' | null {
  if (computeSlots(rules, busy, now).some((slot) => slot.start === start)) return null;
  const withoutCap = computeSlots(rules, busy, now, { ignoreCap: true });
  return withoutCap.some((slot) => slot.start === start) ? 'cap' : 'unavailable';
}
