import { formatInstant, formatInstantDate } from './time-display';

/**
 * A notification is stored once but read in many zones, so its text keeps instants as tokens that are
 * formatted where it is shown: in the viewer's zone on screen, in the platform's zone in a digest mail.
 */
const TOKEN = /\{\{(time|date):(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\}\}/g;

/** Shown as "Tue, 12 May, 2026, 6:30 pm IST" in the reader's zone. */
export function noticeTime(instant: Date): string {
  return `{{time:${instant.toISOString()}}}`;
}

/** Shown as "12 May 2026", the instant's day in the reader's zone. */
export function noticeDate(instant: Date): string {
  return `{{date:${instant.toISOString()}}}`;
}

/** Text without tokens, as every notification stored before them, is returned as it is. */
export function renderNoticeText(text: string, timeZone?: string): string {
  return text.replace(TOKEN, (token, kind: string, iso: string) => {
    const shown = kind === 'date' ? formatInstantDate(iso, timeZone) : formatInstant(iso, timeZone);
    return shown || token;
  });
}
