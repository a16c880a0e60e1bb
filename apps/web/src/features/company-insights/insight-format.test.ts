import { describe, expect, it } from 'vitest';
import { formatAverage, formatSalary, keyedTexts, ratingTone, splitOverflow } from './insight-format';

describe('formatSalary', () => {
  it.each([
    [{ min: 600_000, max: 1_200_000, currency: 'INR' }, '₹600K - ₹1,200K'],
    [{ min: 90_000, max: 120_000, currency: 'USD' }, '$90K - $120K'],
    [{ min: 50_000, max: 70_000, currency: 'EUR' }, '€50K - €70K'],
    [{ min: 45_000, max: 60_500, currency: 'GBP' }, '£45K - £60.5K'],
    [{ min: 1_000, max: 2_000, currency: 'JPY' }, '$1K - $2K'],
    [{ min: 0, max: 800_000, currency: 'INR' }, '₹0K - ₹800K'],
    [{ min: 500_000, max: 0, currency: 'INR' }, '₹500K+'],
  ])('shows %o as %s', (range, text) => {
    expect(formatSalary(range)).toBe(text);
  });

  it("says 'Not specified' when no salary was given", () => {
    expect(formatSalary({ min: 0, max: 0, currency: 'USD' })).toBe('Not specified');
    expect(formatSalary(null)).toBe('Not specified');
    expect(formatSalary(undefined)).toBe('Not specified');
  });
});

describe('ratingTone', () => {
  it.each([
    [5, 'green'],
    [4.5, 'green'],
    [4.4, 'blue'],
    [4, 'blue'],
    [3.9, 'yellow'],
    [3.5, 'yellow'],
    [3.4, 'orange'],
    [1, 'orange'],
  ] as const)('colours an average of %d %s', (average, tone) => {
    expect(ratingTone(average, 3)).toBe(tone);
  });

  it('has no colour before the first rating', () => {
    expect(ratingTone(0, 0)).toBe('none');
  });
});

describe('small helpers', () => {
  it('shows the average to one decimal', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(3.66)).toBe('3.7');
  });

  it('splits a list after max items', () => {
    expect(splitOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(splitOverflow(['a'], 3)).toEqual({ shown: ['a'], hidden: 0 });
  });

  it('keys repeated texts apart', () => {
    expect(keyedTexts(['SDE', 'QA', 'SDE']).map((item) => item.key)).toEqual(['SDE#0', 'QA#0', 'SDE#1']);
  });
});
