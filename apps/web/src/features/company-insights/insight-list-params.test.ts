import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, readListParams, toInsightQuery, writeListParams } from './insight-list-params';

describe('insight list params', () => {
  it('reads the URL, dropping values the server would refuse', () => {
    expect(
      readListParams(new URLSearchParams('q=acme&industry=Finance&size=Small&sort=salary&page=3')),
    ).toEqual({
      q: 'acme',
      industry: 'Finance',
      size: 'Small',
      sort: 'salary',
      page: 3,
    });
    expect(readListParams(new URLSearchParams('industry=Mining&size=Huge&sort=name&page=-2'))).toEqual(
      DEFAULT_LIST_PARAMS,
    );
    expect(readListParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    expect(writeListParams({ ...DEFAULT_LIST_PARAMS, q: ' acme ', sort: 'rating', page: 2 }).toString()).toBe(
      'q=acme&sort=rating&page=2',
    );
  });

  it('builds the API query with the sort, page and page size always present', () => {
    expect(toInsightQuery(DEFAULT_LIST_PARAMS).toString()).toBe('sort=recent&page=1&limit=12');
    expect(
      toInsightQuery({ q: 'Acme', industry: 'Finance', size: 'Large', sort: 'reviews', page: 2 }).toString(),
    ).toBe('q=Acme&industry=Finance&size=Large&sort=reviews&page=2&limit=12');
  });
});
