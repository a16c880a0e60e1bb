import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWhen } from './leaderboard-format';

describe('points history times, for a reader in Los Angeles', () => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('shows when points were earned in the reader’s zone, named', () => {
    expect(formatWhen('2026-05-12T13:00:00.000Z')).toBe('Tue, 12 May, 2026, 6:00 am GMT-7');
    expect(formatWhen('not a date')).toBe('');
  });
});
