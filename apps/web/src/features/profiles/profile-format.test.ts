import { describe, expect, it } from 'vitest';
import { positionLine, yearsOfExperience } from './profile-format';

describe('profile text', () => {
  it('joins position and company, or shows whichever is known', () => {
    expect(positionLine('SDE II', 'Amazon')).toBe('SDE II at Amazon');
    expect(positionLine(null, 'Amazon')).toBe('Amazon');
    expect(positionLine('SDE II', undefined)).toBe('SDE II');
    expect(positionLine(null, null)).toBe('');
  });

  it('counts years of experience', () => {
    expect(yearsOfExperience(1)).toBe('1 year');
    expect(yearsOfExperience(2.5)).toBe('2.5 years');
    expect(yearsOfExperience(0)).toBe('0 years');
    expect(yearsOfExperience(null)).toBeNull();
  });
});
