import { EXPERIENCE_MESSAGES } from '@mentorbridge/shared';
import { createMyExperience, createStoredQuestion } from '@test/experience-fixtures';
import { describe, expect, it } from 'vitest';
import { addResolver, editResolver, emptyAddValues, experienceToEditValues } from './experience-form-values';

const resolve = <T>(resolver: (values: T, context: unknown, options: never) => unknown, values: T) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never) as Promise<{
    values: Record<string, unknown>;
    errors: Record<string, unknown>;
  }>;

describe('experience form values', () => {
  it('prefills the edit form from the author’s copy', () => {
    const values = experienceToEditValues(
      createMyExperience({
        company: 'Acme',
        role: null,
        interviewDate: '2026-01-20T00:00:00.000Z',
        difficulty: null,
        outcome: 'selected',
        rounds: 4,
        questions: [
          createStoredQuestion({
            question: 'Q',
            myAnswer: 'A',
            expectedAnswer: 'E',
            round: '2',
            types: ['Coding'],
          }),
        ],
      }),
    );
    expect(values).toMatchObject({
      companyName: 'Acme',
      role: '',
      interviewDate: '2026-01-20',
      difficulty: '',
      result: 'Selected',
      rounds: '4',
      questions: [{ question: 'Q', answer: 'A', expectedAnswer: 'E', round: '2', types: ['Coding'] }],
    });
    expect(experienceToEditValues(createMyExperience({ questions: [] })).questions).toHaveLength(1);
  });

  it('checks the add form with the shared messages and leaves unset choices out of the body', async () => {
    const empty = await resolve(addResolver, emptyAddValues());
    expect(empty.errors).toMatchObject({
      companyName: { message: EXPERIENCE_MESSAGES.companyRequired },
      questions: [{ questionText: { message: EXPERIENCE_MESSAGES.questionRequired } }],
    });
    const filled = await resolve(addResolver, {
      ...emptyAddValues(),
      companyName: ' Acme ',
      interviewRounds: '2',
      questions: [{ questionText: 'Why?', studentAnswer: '', expectedAnswer: '', roundType: 'HR' }],
    });
    expect(filled.errors).toEqual({});
    expect(filled.values).toMatchObject({ companyName: 'Acme', interviewRounds: 2 });
    const body = JSON.parse(JSON.stringify(filled.values));
    expect(body).not.toHaveProperty('difficulty');
    expect(body).not.toHaveProperty('interviewDate');
    expect(body).not.toHaveProperty('result');
  });

  it('asks for a difficulty and result in the edit form and keeps rounds within 1 to 10', async () => {
    const base = experienceToEditValues(createMyExperience({ difficulty: null }));
    const result = await resolve(editResolver, { ...base, rounds: '' });
    expect(result.errors).toMatchObject({
      difficulty: { message: 'Please select a difficulty' },
      rounds: { message: EXPERIENCE_MESSAGES.roundsRange },
    });
  });
});
