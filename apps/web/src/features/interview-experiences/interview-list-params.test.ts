import { describe, expect, it } from 'vitest';
import { hasActiveFilters, readListParams, toApiQuery } from './interview-list-params';

describe('interview list params', () => {
  it('reads the address, dropping unknown filter values and bad pages', () => {
    const params = readListParams(
      new URLSearchParams('q= graphs &company=Acme&outcome=hired&difficulty=Hard&round=HR&page=0'),
    );
    expect(params).toEqual({
      q: 'graphs',
      company: 'Acme',
      outcome: '',
      difficulty: 'Hard',
      round: 'HR',
      page: 1,
    });
    expect(readListParams(new URLSearchParams('page=3')).page).toBe(3);
    expect(readListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('tells whether a search or filter is active', () => {
    expect(hasActiveFilters(readListParams(new URLSearchParams('page=4')))).toBe(false);
    expect(hasActiveFilters(readListParams(new URLSearchParams('outcome=pending')))).toBe(true);
  });

  it('sends only the parameters in use, then page and limit', () => {
    const params = readListParams(new URLSearchParams('company=A%26B&round=System Design&page=2'));
    expect(toApiQuery(params, 20).toString()).toBe('company=A%26B&round=System+Design&page=2&limit=20');
  });
});
