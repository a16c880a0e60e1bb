import { describe, expect, it } from 'vitest';
import { pointsText } from './recommendation-format';

describe('pointsText', () => {
  it.each([
    [40, '+40'],
    [4.5, '+4.5'],
    [-3, '\u22123'],
    [-1.5, '\u22121.5'],
    [0, '+0'],
  ])('writes %d as %s', (points, text) => {
    expect(pointsText(points)).toBe(text);
  });
});
