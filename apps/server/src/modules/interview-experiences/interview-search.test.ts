import { describe, expect, it } from 'vitest';
import { splitHeadline, toExperienceFilter, toPrefixQuery } from './interview-search';

describe('toPrefixQuery', () => {
  it('keeps letters and digits only, each word a required prefix', () => {
    expect(toPrefixQuery('Consistent hashing')).toBe('Consistent:* & hashing:*');
    expect(toPrefixQuery("o'brien & (c++) | !x:*")).toBe('o:* & brien:* & c:* & x:*');
    expect(toPrefixQuery('naïve 中文 2024')).toBe('naïve:* & 中文:* & 2024:*');
  });

  it('answers null for text without a word', () => {
    for (const text of ['%', '_', '"\'"', '.*', '(', '\\', '  ']) expect(toPrefixQuery(text)).toBeNull();
  });

  it('uses at most 10 words', () => {
    const words = Array.from({ length: 15 }, (_, index) => `w${index}`);
    expect(toPrefixQuery(words.join(' '))!.split(' & ')).toHaveLength(10);
  });
});

describe('toExperienceFilter', () => {
  const base = { page: 1, limit: 20 } as const;

  it('searches full text when q has words, else matches company and role literally', () => {
    expect(toExperienceFilter({ ...base, q: 'heap' })).toMatchObject({
      tsQuery: 'heap:*',
      textPattern: null,
    });
    expect(toExperienceFilter({ ...base, q: '50%_\\' })).toMatchObject({
      tsQuery: '50:*',
      textPattern: null,
    });
    expect(toExperienceFilter({ ...base, q: '%_\\' })).toMatchObject({
      tsQuery: null,
      textPattern: '%\\%\\_\\\\%',
    });
  });

  it('escapes LIKE metacharacters in the company filter', () => {
    expect(toExperienceFilter({ ...base, company: 'A_B%' }).companyPattern).toBe('%A\\_B\\%%');
    expect(toExperienceFilter(base)).toEqual({
      tsQuery: null,
      textPattern: null,
      companyPattern: null,
      outcome: null,
      difficulty: null,
      round: null,
    });
  });
});

describe('splitHeadline', () => {
  it('marks the words between the markers and keeps the text around them', () => {
    expect(splitHeadline('Google · explain ⟦hashing⟧ and ⟦heaps⟧')).toEqual([
      { text: 'Google · explain ', match: false },
      { text: 'hashing', match: true },
      { text: ' and ', match: false },
      { text: 'heaps', match: true },
    ]);
    expect(splitHeadline('⟦Zoho⟧')).toEqual([{ text: 'Zoho', match: true }]);
    expect(splitHeadline('no match <b>here</b>')).toEqual([{ text: 'no match <b>here</b>', match: false }]);
  });
});
