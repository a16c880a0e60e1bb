import {
  type AddExperienceForm,
  addExperienceFormSchema,
  type EditExperienceForm,
  editExperienceFormSchema,
  type MyExperience,
  OUTCOMES,
  RESULTS,
} from '@mentorbridge/shared';
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/** Numbers as input text, optional selects as ''. */
export interface AddQuestionValues {
  questionText: string;
  studentAnswer: string;
  expectedAnswer: string;
  roundType: string;
}
export interface AddFormValues {
  companyName: string;
  role: string;
  interviewDate: string;
  difficulty: string;
  result: string;
  interviewRounds: string;
  questionTypes: string[];
  questions: AddQuestionValues[];
  companyExpectations: string;
  tips: string;
}

export interface EditQuestionValues {
  question: string;
  answer: string;
  expectedAnswer: string;
  round: string;
  types: string[];
}
export interface EditFormValues {
  companyName: string;
  role: string;
  interviewDate: string;
  difficulty: string;
  result: string;
  rounds: string;
  questions: EditQuestionValues[];
  companyExpectations: string;
  tips: string;
}

export const emptyAddQuestion = (): AddQuestionValues => ({
  questionText: '',
  studentAnswer: '',
  expectedAnswer: '',
  roundType: 'Technical',
});

export function emptyAddValues(): AddFormValues {
  return {
    companyName: '',
    role: '',
    interviewDate: '',
    difficulty: '',
    result: '',
    interviewRounds: '1',
    questionTypes: [],
    questions: [emptyAddQuestion()],
    companyExpectations: '',
    tips: '',
  };
}

export const emptyEditQuestion = (): EditQuestionValues => ({
  question: '',
  answer: '',
  expectedAnswer: '',
  round: '',
  types: [],
});

const resultOf = (outcome: MyExperience['outcome']) => RESULTS[OUTCOMES.indexOf(outcome)] ?? 'Pending';

export function experienceToEditValues(experience: MyExperience): EditFormValues {
  return {
    companyName: experience.company,
    role: experience.role ?? '',
    interviewDate: experience.interviewDate?.slice(0, 10) ?? '',
    difficulty: experience.difficulty ?? '',
    result: resultOf(experience.outcome),
    rounds: String(experience.rounds),
    questions:
      experience.questions.length > 0
        ? experience.questions.map((question) => ({
            question: question.question,
            answer: question.myAnswer,
            expectedAnswer: question.expectedAnswer,
            round: question.round,
            types: [...question.types],
          }))
        : [emptyEditQuestion()],
    companyExpectations: experience.companyExpectations,
    tips: experience.tips,
  };
}

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);

function toAddInput(values: AddFormValues): unknown {
  return {
    ...values,
    interviewDate: orUndefined(values.interviewDate),
    difficulty: orUndefined(values.difficulty),
    result: orUndefined(values.result),
    interviewRounds: values.interviewRounds.trim() === '' ? Number.NaN : values.interviewRounds,
  };
}

function toEditInput(values: EditFormValues): unknown {
  return {
    ...values,
    difficulty: orUndefined(values.difficulty) ?? '',
    result: orUndefined(values.result) ?? '',
    rounds: values.rounds.trim() === '' ? Number.NaN : values.rounds,
  };
}

/** The shared schema holds the server's own rules and messages; each goes to its field path. */
function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      // The first message of a field is the one shown (the spec's order within a field).
      if (!hasError(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

function hasError(errors: object, path: string): boolean {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}

export const addResolver = schemaResolver<AddFormValues, AddExperienceForm>(
  addExperienceFormSchema,
  toAddInput,
);
export const editResolver = schemaResolver<EditFormValues, EditExperienceForm>(
  editExperienceFormSchema,
  toEditInput,
);
