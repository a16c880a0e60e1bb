import { z } from 'zod';
import { dataResponseSchema } from './common';
import { successResponseSchema } from './http';
import {
  ADD_QUESTION_TYPES,
  type AddQuestionType,
  DIFFICULTIES,
  type InterviewResult,
  OUTCOMES,
  type Outcome,
  QUESTION_TYPES,
  type QuestionType,
  RESULTS,
  type StoredQuestion,
  storedQuestionSchema,
} from './interview-experiences';

/** The add form's nearest round type for each question type (the edit form has more of them). */
const ADD_ROUND_TYPE: Record<QuestionType, AddQuestionType> = {
  Technical: 'Technical',
  HR: 'HR',
  Aptitude: 'Aptitude',
  'Group Discussion': 'Group Discussion',
  'Case Study': 'Case Study',
  Behavioral: 'HR',
  'System Design': 'Technical',
  Coding: 'Technical',
  'Problem Solving': 'Technical',
  Other: 'Other',
};

const isQuestionType = (type: string): type is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(type);

/**
 * A stored question's `roundType` in the add form: its round when that is one of the add form's round types,
 * else the nearest add-form type of its first type (an edit-form round is free text such as 'Technical 1').
 */
export function addRoundTypeOf(question: Pick<StoredQuestion, 'round' | 'types'>): AddQuestionType {
  const round = ADD_QUESTION_TYPES.find((type) => type === question.round);
  if (round) return round;
  const first = question.types.find(isQuestionType);
  return first ? ADD_ROUND_TYPE[first] : 'Other';
}

/**
 * A question of the author's own copy under every name a client reads (part 2 section 3): the stored names,
 * the add form's (questionText, studentAnswer, expectedAnswer, roundType) and the edit form's (question,
 * answer, round, types), all from the one stored question.
 */
export const myQuestionSchema = storedQuestionSchema.extend({
  questionText: z.string(),
  studentAnswer: z.string(),
  roundType: z.enum(ADD_QUESTION_TYPES),
  answer: z.string(),
});
export type MyQuestion = z.infer<typeof myQuestionSchema>;

export function toMyQuestion(question: StoredQuestion): MyQuestion {
  return {
    question: question.question,
    myAnswer: question.myAnswer,
    expectedAnswer: question.expectedAnswer,
    round: question.round,
    types: question.types,
    questionText: question.question,
    studentAnswer: question.myAnswer,
    roundType: addRoundTypeOf(question),
    answer: question.myAnswer,
  };
}

/** The stored 'selected' is the edit form's 'Selected'. */
export const resultOfOutcome = (outcome: Outcome): InterviewResult => RESULTS[OUTCOMES.indexOf(outcome)]!;

/**
 * The author's own copy: the stored names, plus the add form's (companyName, interviewRounds, questionTypes,
 * companyExpectations, tips) and the edit form's (companyName, role, interviewDate, difficulty, result,
 * rounds), so the spec's cards and both forms open filled and a form sent back unchanged changes nothing.
 */
export const myExperienceSchema = z.object({
  _id: z.string(),
  company: z.string(),
  companyName: z.string(),
  role: z.string().nullable(),
  interviewDate: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  outcome: z.enum(OUTCOMES),
  /** The edit form's name for `outcome`: 'Selected', 'Rejected' or 'Pending'. */
  result: z.enum(RESULTS),
  rounds: z.number(),
  interviewRounds: z.number(),
  questionTypes: z.array(z.string()),
  questions: z.array(myQuestionSchema),
  companyExpectations: z.string(),
  tips: z.string(),
  helpfulCount: z.number(),
  postedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyExperience = z.infer<typeof myExperienceSchema>;

export const myExperiencesResponseSchema = dataResponseSchema(z.array(myExperienceSchema));
export const addExperienceResponseSchema = successResponseSchema.extend({ data: myExperienceSchema });
export const editExperienceResponseSchema = successResponseSchema.extend({ experience: myExperienceSchema });
