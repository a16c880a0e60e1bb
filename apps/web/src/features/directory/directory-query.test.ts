import { describe, expect, it } from 'vitest';
import {
  EMPTY_DIRECTORY_PARAMS,
  foundCountText,
  hasActiveFilters,
  mentorshipRequestPath,
  showingCountText,
  splitOverflow,
  toDirectorySearch,
} from './directory-query';

describe('directory query', () => {
  it('sends only the search and filters that are set, then page and limit', () => {
    expect(toDirectorySearch(EMPTY_DIRECTORY_PARAMS, 1)).toBe('page=1&limit=12');
    expect(
      toDirectorySearch(
        { q: ' rahul ', college: 'IIT Delhi', company: '', branch: 'Computer Science' },
        2,
        20,
      ),
    ).toBe('q=rahul&college=IIT+Delhi&branch=Computer+Science&page=2&limit=20');
  });

  it('knows when a search or filter is active', () => {
    expect(hasActiveFilters(EMPTY_DIRECTORY_PARAMS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_DIRECTORY_PARAMS, q: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_DIRECTORY_PARAMS, company: 'Google' })).toBe(true);
  });

  it('splits a list into what is shown and how many more there are', () => {
    expect(splitOverflow(['a', 'b', 'c', 'd', 'e', 'f'], 4)).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      hidden: 2,
    });
    expect(splitOverflow(['a'], 3)).toEqual({ shown: ['a'], hidden: 0 });
  });

  it('words the counts and the mentorship link', () => {
    expect(showingCountText(12, 39)).toBe('Showing 12 of 39 alumni');
    expect(foundCountText(39)).toBe('39 alumni found');
    expect(mentorshipRequestPath('a b')).toBe('/mentorship?mentor=a+b');
  });
});
