import { describe, expect, it } from 'vitest';
import { lexemesOf, snippetOf, toExperienceFilter, toPrefixQuery } from './interview-search';

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

describe('snippetOf', () => {
  const words = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `w${from + i}`).join(' ');

  it('marks the matched words and keeps the text around them', () => {
    expect(snippetOf('Google · explain hashing and heaps', ['hash', 'heap'])).toEqual([
      { text: 'Google · explain ', match: false },
      { text: 'hashing', match: true },
      { text: ' and ', match: false },
      { text: 'heaps', match: true },
    ]);
    expect(snippetOf('Zoho', ['zoho'])).toEqual([{ text: 'Zoho', match: true }]);
  });

  it('keeps markup as text and matches a stem whose final y became i', () => {
    expect(snippetOf('Top <b>company</b> here', ['compani'])).toEqual([
      { text: 'Top <b>', match: false },
      { text: 'company', match: true },
      { text: '</b> here', match: false },
    ]);
  });

  it('cuts at most two fragments around the first matches, joined by an ellipsis', () => {
    const text = `${words(0, 40)} needle ${words(41, 80)} needle ${words(81, 120)} needle end`;
    const parts = snippetOf(text, ['needl']);
    expect(parts.filter((part) => part.match)).toHaveLength(2);
    const joined = parts.map((part) => part.text).join('');
    expect(joined).toBe(
      `${words(35, 40)} needle ${words(41, 55)} … ${words(75, 80)} needle ${words(81, 95)}`,
    );
  });

  it('runs close matches into one fragment of at most 30 words', () => {
    const parts = snippetOf(`${words(0, 10)} a1 ${words(11, 27)} a2 ${words(28, 60)}`, ['a']);
    expect(parts.filter((part) => part.match)).toHaveLength(2);
    expect(parts.map((part) => part.text).join('')).toBe(
      `${words(5, 10)} a1 ${words(11, 27)} a2 ${words(28, 35)}`,
    );
  });

  it('answers the first 30 words when no word matches', () => {
    expect(snippetOf(words(0, 50), ['zzz'])).toEqual([{ text: words(0, 30), match: false }]);
    expect(snippetOf('', ['a'])).toEqual([]);
  });
});

describe('lexemesOf', () => {
  it('reads the stemmed words of a tsquery, quotes included', () => {
    expect(lexemesOf("'memoiz':* & 'dynam':*")).toEqual(['memoiz', 'dynam']);
    expect(lexemesOf("'o''brien':*")).toEqual(["o'brien"]);
    expect(lexemesOf('')).toEqual([]);
  });
});
