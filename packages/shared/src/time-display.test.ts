import { describe, expect, it } from 'vitest';
import { noticeDate, noticeTime, renderNoticeText } from './notification-times';
import {
  formatInstant,
  formatInstantDate,
  formatInstantTime,
  formatInstantWeekday,
  timeZoneShortName,
} from './time-display';

const INSTANT = new Date('2026-05-12T13:00:00.000Z');

describe('one way to show an instant', () => {
  it('formats in the given zone and names it', () => {
    expect(formatInstant(INSTANT, 'Asia/Kolkata')).toBe('Tue, 12 May, 2026, 6:30 pm IST');
    expect(formatInstant(INSTANT.toISOString(), 'UTC')).toBe('Tue, 12 May, 2026, 1:00 pm UTC');
    expect(formatInstantTime(INSTANT, 'America/Los_Angeles')).toBe('6:00 am GMT-7');
    expect(formatInstantDate(new Date('2026-05-12T20:00:00Z'), 'Asia/Tokyo')).toBe('13 May 2026');
    expect(formatInstantWeekday(new Date('2026-05-12T20:00:00Z'), 'Asia/Tokyo')).toBe('Wednesday');
  });

  it('gives nothing for a missing or invalid instant', () => {
    expect(formatInstant(null, 'UTC')).toBe('');
    expect(formatInstant('', 'UTC')).toBe('');
    expect(formatInstant('next tuesday', 'UTC')).toBe('');
  });

  it('names a zone by its short name at the given moment', () => {
    expect(timeZoneShortName('Asia/Kolkata')).toBe('IST');
    expect(timeZoneShortName('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('GMT');
    expect(timeZoneShortName('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+1');
  });
});

describe('times inside a stored notification', () => {
  it('keeps the instant and formats it in the reader’s zone', () => {
    const body = `Take it before ${noticeTime(INSTANT)}, or it goes to the next student waiting.`;
    expect(body).toBe(
      'Take it before {{time:2026-05-12T13:00:00.000Z}}, or it goes to the next student waiting.',
    );
    expect(renderNoticeText(body, 'Asia/Kolkata')).toBe(
      'Take it before Tue, 12 May, 2026, 6:30 pm IST, or it goes to the next student waiting.',
    );
    expect(renderNoticeText(body, 'America/Los_Angeles')).toBe(
      'Take it before Tue, 12 May, 2026, 6:00 am GMT-7, or it goes to the next student waiting.',
    );
    expect(renderNoticeText(`on ${noticeDate(new Date('2026-11-28T20:00:00Z'))}`, 'Asia/Kolkata')).toBe(
      'on 29 Nov 2026',
    );
  });

  it('leaves text without tokens, and anything that only looks like one, as it is', () => {
    const old = 'Take it before Tuesday, 12 May 2026, 6:30 pm (Asia/Kolkata).';
    expect(renderNoticeText(old, 'UTC')).toBe(old);
    for (const text of [
      '{{time:soon}}',
      '{{time:2026-13-45T99:99:99.000Z}}',
      '{{weekday:2026-05-12T13:00:00.000Z}}',
    ])
      expect(renderNoticeText(text, 'UTC')).toBe(text);
  });
});
