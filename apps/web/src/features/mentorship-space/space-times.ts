import { formatInstant, formatInstantDate, formatInstantTime } from '@mentorbridge/shared';

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
