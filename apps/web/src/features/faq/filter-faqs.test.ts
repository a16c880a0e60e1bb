import { describe, expect, it } from 'vitest';
import type { FaqEntry } from './faq-data';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq-data';
import { filterFaqs } from './filter-faqs';

function createFaq(overrides: Partial<FaqEntry> = {}): FaqEntry {
  return { id: 'faq', category: 'general', question: 'A question?', answer: 'An answer.', ...overrides };
}

const entries = [
  createFaq({ id: 'a', category: 'general', question: 'What is MentorBridge?', answer: 'A platform.' }),
  createFaq({ id: 'b', category: 'students', question: 'How do I book?', answer: 'Open Browse Workshops.' }),
  createFaq({ id: 'c', category: 'alumni', question: 'Why join?', answer: 'To help STUDENTS prepare.' }),
];

const ids = (list: FaqEntry[]) => list.map((entry) => entry.id);

describe('filterFaqs', () => {
  it('returns every entry for an empty or blank query and no category', () => {
    expect(ids(filterFaqs(entries, { query: '', category: null }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterFaqs(entries, { query: '   ', category: null }))).toEqual(['a', 'b', 'c']);
  });

  it('matches the question text case-insensitively', () => {
    expect(ids(filterFaqs(entries, { query: 'mentorbridge', category: null }))).toEqual(['a']);
    expect(ids(filterFaqs(entries, { query: 'HOW DO', category: null }))).toEqual(['b']);
  });

  it('matches the answer text case-insensitively', () => {
    expect(ids(filterFaqs(entries, { query: 'students', category: null }))).toEqual(['c']);
    expect(ids(filterFaqs(entries, { query: 'browse workshops', category: null }))).toEqual(['b']);
  });

  it('ignores surrounding spaces in the query', () => {
    expect(ids(filterFaqs(entries, { query: '  platform  ', category: null }))).toEqual(['a']);
  });

  it('keeps only the chosen category', () => {
    expect(ids(filterFaqs(entries, { query: '', category: 'students' }))).toEqual(['b']);
  });

  it('combines the category and the query', () => {
    expect(ids(filterFaqs(entries, { query: 'platform', category: 'students' }))).toEqual([]);
    expect(ids(filterFaqs(entries, { query: 'open', category: 'students' }))).toEqual(['b']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterFaqs(entries, { query: 'zzz-no-match', category: null })).toEqual([]);
  });
});

describe('FAQ content', () => {
  it('has at least three questions in each of the seven categories, with unique ids', () => {
    expect(FAQ_CATEGORIES).toHaveLength(7);
    for (const category of FAQ_CATEGORIES) {
      expect(filterFaqs(FAQ_ENTRIES, { query: '', category: category.id }).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(ids([...FAQ_ENTRIES])).size).toBe(FAQ_ENTRIES.length);
  });
});
