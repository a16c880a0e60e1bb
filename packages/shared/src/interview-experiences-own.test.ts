import { describe, expect, it } from 'vitest';
import { addRoundTypeOf, resultOfOutcome, toMyQuestion } from './interview-experiences-own';

describe("the author's own copy under both forms' names", () => {
  it.each([
    [{ round: 'HR', types: ['HR'] }, 'HR'],
    [{ round: 'Group Discussion', types: ['Group Discussion'] }, 'Group Discussion'],
    [{ round: 'Technical 1', types: ['Technical', 'Coding'] }, 'Technical'],
    [{ round: '2', types: ['System Design'] }, 'Technical'],
    [{ round: '3', types: ['Behavioral'] }, 'HR'],
    [{ round: 'Final', types: ['Unknown', 'Case Study'] }, 'Case Study'],
    [{ round: '', types: [] }, 'Other'],
  ])('gives %o the add-form round type %s', (question, roundType) => {
    expect(addRoundTypeOf(question)).toBe(roundType);
  });

  it('names one stored question for both forms, and the outcome as the edit form’s result', () => {
    const stored = {
      question: 'Q',
      myAnswer: 'A',
      expectedAnswer: 'E',
      round: 'Technical 1',
      types: ['Coding'],
    };
    expect(toMyQuestion(stored)).toEqual({
      ...stored,
      questionText: 'Q',
      studentAnswer: 'A',
      roundType: 'Technical',
      answer: 'A',
    });
    expect(
      ['selected', 'rejected', 'pending'].map((outcome) => resultOfOutcome(outcome as 'pending')),
    ).toEqual(['Selected', 'Rejected', 'Pending']);
  });
});
