import { describe, expect, it } from 'vitest';
import { explainMatch, listWords, type MatchFacts } from './recommendation-reasons';
import { RECOMMENDATION_WEIGHTS as W } from './recommendations';

const facts = (overrides: Partial<MatchFacts>): MatchFacts => ({
  keys: [],
  graduationYear: null,
  replyWithinDays: null,
  isRecentlyActive: false,
  ratings: { count: 0, sum: 0 },
  ...overrides,
});

describe('listWords', () => {
  it.each([
    [[], ''],
    [['Java'], 'Java'],
    [['Java', 'SQL'], 'Java and SQL'],
    [['Java', 'SQL', 'Go'], 'Java, SQL and Go'],
    [['Java', 'SQL', 'Go', 'Rust', 'C'], 'Java, SQL, Go and 2 more'],
  ])('words %o as "%s"', (items, words) => {
    expect(listWords(items)).toBe(words);
  });
});

describe('explainMatch', () => {
  it('words each part, strongest first, and keeps the 3 strongest positive ones as reasons', () => {
    const explained = explainMatch(
      facts({
        keys: [
          { kind: 'skill', label: 'Java', count: 1 },
          { kind: 'skill', label: 'SQL', count: 1 },
          { kind: 'company', label: 'Amazon', count: 1 },
          { kind: 'branch', label: 'CSE', count: 1 },
          { kind: 'experience', label: 'Google', count: 3 },
          { kind: 'college', label: 'NIT Trichy', count: 1 },
        ],
        graduationYear: 2021,
        ratings: { count: 3, sum: 6 },
      }),
    );
    expect(explained.parts).toEqual([
      { label: 'Works at Amazon, on your target list', points: W.targetCompany.points },
      { label: 'Posted 3 interview experiences for Google', points: 3 * W.experience.points },
      { label: 'Same branch (CSE), graduated 2021', points: W.sameBranch.points },
      { label: 'Shares Java and SQL', points: 2 * W.sharedSkill.points },
      { label: 'Studied at NIT Trichy, your college', points: W.sameCollege.points },
      { label: 'Rated 2.0 in 3 reviews', points: -W.ratingStar.points },
    ]);
    expect(explained.reasons).toEqual([
      'Works at Amazon, on your target list',
      'Posted 3 interview experiences for Google',
      'Same branch (CSE), graduated 2021',
    ]);
    expect(explained.score).toBe(40 + 18 + 15 + 8 + 6 - 3);
  });

  it('caps what counts several times and counts a position once', () => {
    const skills = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((label) => ({
      kind: 'skill' as const,
      label,
      count: 1,
    }));
    const explained = explainMatch(
      facts({
        keys: [
          ...skills,
          { kind: 'role', label: 'Senior Software Engineer', count: 1 },
          { kind: 'role', label: 'Senior Software Engineer', count: 1 },
          { kind: 'experience', label: 'Google', count: 1 },
          { kind: 'experience', label: 'Amazon', count: 4 },
        ],
      }),
    );
    expect(explained.parts).toEqual([
      { label: 'Shares A, B, C and 4 more', points: W.sharedSkill.points * W.sharedSkill.upTo },
      { label: 'Posted 5 interview experiences for Google and Amazon', points: 3 * W.experience.points },
      { label: 'Works as Senior Software Engineer, a role you target', points: W.targetRole.points },
    ]);
  });

  it('says "1 interview experience" and words a branch without a year', () => {
    const explained = explainMatch(
      facts({
        keys: [
          { kind: 'experience', label: 'Zoho', count: 1 },
          { kind: 'branch', label: 'ECE', count: 1 },
        ],
      }),
    );
    expect(explained.reasons).toEqual(['Same branch (ECE)', 'Posted 1 interview experience for Zoho']);
  });

  it('adds responsiveness, recent activity and a rating shown from 3 reviews', () => {
    const base = { keys: [{ kind: 'industry' as const, label: 'FinTech', count: 1 }] };
    expect(
      explainMatch(facts({ ...base, replyWithinDays: 3, ratings: { count: 2, sum: 10 } })).parts,
    ).toEqual([{ label: 'Works in FinTech, one of your interests', points: W.industry.points }]);
    expect(
      explainMatch(
        facts({ ...base, replyWithinDays: 1, isRecentlyActive: true, ratings: { count: 4, sum: 18 } }),
      ).parts,
    ).toEqual([
      { label: 'Works in FinTech, one of your interests', points: W.industry.points },
      { label: 'Usually replies within a day', points: W.fastReply.points },
      { label: 'Rated 4.5 in 4 reviews', points: 4.5 },
      { label: 'Active in the last 14 days', points: W.recentlyActive.points },
    ]);
  });

  it('words a similar mentor relative to the other mentor', () => {
    const explained = explainMatch(
      facts({
        keys: [
          { kind: 'company', label: 'Google', count: 1 },
          { kind: 'industry', label: 'Cloud', count: 1 },
        ],
      }),
      'similar',
    );
    expect(explained.reasons).toEqual(['Also works at Google', 'Also works in Cloud']);
  });
});
