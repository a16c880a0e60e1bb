import { createStoredQuestion } from '@test/experience-fixtures';
import { describe, expect, it } from 'vitest';
import { formatDay, groupByRound, roundOf, roundsLabel } from './experience-format';

describe('experience format', () => {
  it('shows a bare interview date as written and an instant in the given zone', () => {
    expect(formatDay('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDay('2026-01-04T20:00:00Z', 'Asia/Kolkata')).toBe('5 Jan 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('');
  });

  it('counts rounds', () => {
    expect(roundsLabel(1)).toBe('1 round');
    expect(roundsLabel(3)).toBe('3 rounds');
  });

  it('groups questions by round in order of first appearance, keeping their numbers', () => {
    const questions = [
      createStoredQuestion({ question: 'A', round: 'Technical' }),
      createStoredQuestion({ question: 'B', round: 'HR', types: ['HR'] }),
      createStoredQuestion({ question: 'C', round: 'Technical' }),
      createStoredQuestion({ question: 'D', round: '', types: ['Coding'] }),
      createStoredQuestion({ question: 'E', round: '2', types: [] }),
      createStoredQuestion({ question: 'F', round: '', types: [] }),
    ];
    expect(roundOf(questions[4]!)).toBe('Round 2');
    expect(
      groupByRound(questions).map((group) => [
        group.round,
        group.questions.map(({ question, number }) => `${number}${question.question}`),
      ]),
    ).toEqual([
      ['Technical', ['1A', '3C']],
      ['HR', ['2B']],
      ['Coding', ['4D']],
      ['Round 2', ['5E']],
      ['General', ['6F']],
    ]);
  });
});
