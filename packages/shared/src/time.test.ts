import { describe, expect, it } from 'vitest';
import { dateIn, isValidTimeZone, parseDateTime, zonedToUtc } from './time';

describe('time zones', () => {
  it('converts wall-clock times to UTC', () => {
    expect(zonedToUtc('2026-11-25', '18:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(zonedToUtc('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToUtc('2026-01-15', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(zonedToUtc('2026-03-29', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    // A skipped spring time moves forward by the change; a repeated autumn time is its first instant.
    expect(zonedToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-08', '01:59', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(zonedToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedToUtc('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('tells the calendar date in a zone', () => {
    expect(dateIn(new Date('2026-11-22T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-23');
    expect(dateIn(new Date('2026-11-22T20:00:00Z'), 'UTC')).toBe('2026-11-22');
  });

  it('gives each zone its own day, and a new day at the zone’s midnight, though each minute is formatted once', () => {
    // Kolkata's midnight is 18:30 UTC: the last minute of the 22nd and the first of the 23rd there.
    const before = new Date('2026-11-22T18:29:59.999Z');
    const after = new Date('2026-11-22T18:30:00.000Z');
    expect(dateIn(before, 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dateIn(before, 'UTC')).toBe('2026-11-22');
    expect(dateIn(new Date('2026-11-22T18:29:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dateIn(after, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(dateIn(after, 'UTC')).toBe('2026-11-22');
    // Kathmandu is 5:45 ahead: its midnight is 18:15 UTC.
    expect(dateIn(new Date('2026-11-22T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    expect(dateIn(new Date('2026-11-22T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(dateIn(before, 'Asia/Kolkata')).toBe('2026-11-22');
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('reads a date-time without an offset as wall-clock time in the platform zone', () => {
    expect(parseDateTime('2027-01-15T18:00', 'Asia/Kolkata')?.toISOString()).toBe('2027-01-15T12:30:00.000Z');
    expect(parseDateTime('2027-01-15T18:00:30.250', 'Asia/Kolkata')?.toISOString()).toBe(
      '2027-01-15T12:30:30.250Z',
    );
    expect(parseDateTime('2027-07-01 09:00', 'Europe/London')?.toISOString()).toBe(
      '2027-07-01T08:00:00.000Z',
    );
  });

  it('keeps the offset a date-time carries, and refuses text that is no date', () => {
    expect(parseDateTime('2027-01-15T18:00:00Z', 'Asia/Kolkata')?.toISOString()).toBe(
      '2027-01-15T18:00:00.000Z',
    );
    expect(parseDateTime('2027-01-15T18:00:00+01:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2027-01-15T17:00:00.000Z',
    );
    expect(parseDateTime('next tuesday', 'Asia/Kolkata')).toBeNull();
  });

  it('refuses a date past year 9999 or before year 1, which PostgreSQL cannot take (found by fuzzing)', () => {
    expect(parseDateTime('9999-12-31T23:59:59.999Z')?.toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(parseDateTime('+010000-01-01T00:00:00.000Z')).toBeNull();
    expect(parseDateTime('+275760-09-13T00:00:00.000Z')).toBeNull();
    expect(parseDateTime('-000001-01-01T00:00:00.000Z')).toBeNull();
  });
});
