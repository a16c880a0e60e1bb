import { formatInstant, formatInstantDate, formatInstantTime, type SpaceSession } from '@mentorbridge/shared';

/**
 * The start in the mentor's zone, beside the viewer's, only when it reads differently there; with the
 * mentor's date when that is another calendar day.
 */
export function mentorZoneTime(instant: string, timeZone: string): string | null {
  if (formatInstant(instant, timeZone) === formatInstant(instant)) return null;
  const time = formatInstantTime(instant, timeZone);
  const date = formatInstantDate(instant, timeZone);
  return date === formatInstantDate(instant) ? time : `${time}, ${date}`;
}

/**
 * The booked sessions that ending the mentorship cancels: only those not started yet, as on the server; a
 * session in progress runs to its end.
 */
export function countNotStarted(sessions: readonly Pick<SpaceSession, 'start'>[], now: number): number {
  return sessions.filter((session) => Date.parse(session.start) > now).length;
}
