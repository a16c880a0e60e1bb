import { z } from 'zod';
import {
  createFail,
  dataResponseSchema,
  listQuery,
  listResponseSchema,
  optionalText,
  personRefSchema,
  textOrEmpty,
  trimmedText,
} from './common';

/** The add form's question types, also its round types. */
export const ADD_QUESTION_TYPES = [
  'Technical',
  'HR',
  'Aptitude',
  'Group Discussion',
  'Case Study',
  'Other',
] as const;
export type AddQuestionType = (typeof ADD_QUESTION_TYPES)[number];
export const EDIT_QUESTION_TYPES = [
  'Technical',
  'Behavioral',
  'System Design',
  'Coding',
  'Problem Solving',
  'Case Study',
  'HR',
  'Other',
] as const;
export const QUESTION_TYPES = [
  'Technical',
  'HR',
  'Aptitude',
  'Group Discussion',
  'Case Study',
  'Behavioral',
  'System Design',
  'Coding',
  'Problem Solving',
  'Other',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Questions of these types are listed as `hrQuestions`; every other question is a `technicalQuestions` one. */
export const HR_QUESTION_TYPES: readonly QuestionType[] = ['HR', 'Behavioral'];

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** Stored and listed as the lowercase `outcome`. */
export const RESULTS = ['Selected', 'Rejected', 'Pending'] as const;
export type InterviewResult = (typeof RESULTS)[number];
export const OUTCOMES = ['selected', 'rejected', 'pending'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const EXPERIENCE_LIMITS = {
  rounds: { min: 1, max: 10 },
  maxQuestions: 30,
  companyMax: 120,
  roleMax: 120,
  questionMax: 2000,
  answerMax: 5000,
  roundMax: 60,
  notesMax: 5000,
  previewQuestions: 2,
  searchMax: 200,
  defaultPageSize: 20,
  maxPageSize: 50,
  helpfulReloadMs: 500,
} as const;

export const EXPERIENCE_MESSAGES = {
  companyRequired: 'Company name is required',
  questionRequired: 'At least one question is required',
  roleRequired: 'Role is required',
  dateRequired: 'Interview date is required',
  roundsRange: 'Rounds must be between 1 and 10',
  roundsMin: 'Rounds must be at least 1',
  tooManyQuestions: `At most ${EXPERIENCE_LIMITS.maxQuestions} questions`,
  questionText: (n: number) => `Question ${n}: Question text is required`,
  questionAnswer: (n: number) => `Question ${n}: Answer is required`,
  questionTypes: (n: number) => `Question ${n}: At least one question type must be selected`,
  searchTooLong: `Search text must be at most ${EXPERIENCE_LIMITS.searchMax} characters`,
  added: 'Interview experience added successfully!',
  updated: 'Interview experience updated successfully!',
  deleted: 'Interview experience deleted successfully!',
  notFound: 'Interview experience not found',
  deleteConfirm: 'Are you sure you want to delete this interview experience?',
  addFailed: 'Failed to add interview experience',
  updateFailed: 'Failed to update experience. Please try again.',
  loadFailed: 'Failed to load interview experiences',
  deleteFailed: 'Failed to delete experience',
  helpfulOwn: 'You cannot mark your own experience as helpful',
  helpfulLogin: 'Please login to mark as helpful',
  helpfulFailed: 'Failed to mark as helpful. Please make sure the backend server is running.',
  loginRequired: 'Login Required',
  empty: 'No Experiences Yet',
} as const;

const M = EXPERIENCE_MESSAGES;
const L = EXPERIENCE_LIMITS;
const DATE_MESSAGE = 'Interview date must be a date';
/** Not 2025-02-30 (Date.parse rolls it over) nor year 0000, which PostgreSQL refuses. */
const isCalendarDate = (value: string) => z.iso.date().safeParse(value).success && !value.startsWith('0000');

const addQuestionSchema = z.object({
  questionText: textOrEmpty(L.questionMax),
  studentAnswer: textOrEmpty(L.answerMax),
  expectedAnswer: textOrEmpty(L.answerMax),
  roundType: z.enum(ADD_QUESTION_TYPES, { error: 'Please select a round type' }).default('Technical'),
});

/** The add form: role, date, difficulty and result are optional here (the edit form asks for them later). */
export const addExperienceFormSchema = z
  .object({
    companyName: textOrEmpty(L.companyMax),
    interviewRounds: z.coerce
      .number({ error: M.roundsMin })
      .int({ error: M.roundsMin })
      .min(L.rounds.min, { error: M.roundsMin })
      .max(L.rounds.max, { error: M.roundsRange })
      .default(1),
    // Any question type, not only the add form's: an experience edited with the edit form sends its types back.
    questionTypes: z.array(z.enum(QUESTION_TYPES)).max(QUESTION_TYPES.length).default([]),
    questions: z.array(addQuestionSchema).max(L.maxQuestions, { error: M.tooManyQuestions }).default([]),
    companyExpectations: textOrEmpty(L.notesMax),
    tips: textOrEmpty(L.notesMax),
    role: textOrEmpty(L.roleMax),
    interviewDate: z.string().refine(isCalendarDate, { error: DATE_MESSAGE }).optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
    result: z.enum(RESULTS).optional(),
  })
  .superRefine((form, context) => {
    const fail = createFail(context);
    if (!form.companyName) fail(['companyName'], M.companyRequired);
    if (!form.questions[0]?.questionText) fail(['questions', 0, 'questionText'], M.questionRequired);
  });
export type AddExperienceForm = z.infer<typeof addExperienceFormSchema>;

const editQuestionSchema = z.object({
  question: textOrEmpty(L.questionMax),
  answer: textOrEmpty(L.answerMax),
  expectedAnswer: trimmedText(L.answerMax).optional(),
  round: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(L.roundMax))
    .optional()
    .default(''),
  types: z
    .array(z.enum(QUESTION_TYPES, { error: 'Unknown question type' }))
    .max(10)
    .default([]),
});

/** The edit form; company expectations and tips are kept when not sent. */
export const editExperienceFormSchema = z
  .object({
    companyName: textOrEmpty(L.companyMax),
    role: textOrEmpty(L.roleMax),
    interviewDate: z.string().max(40).optional().default(''),
    difficulty: z.enum(DIFFICULTIES, { error: 'Please select a difficulty' }).default('Medium'),
    result: z.enum(RESULTS, { error: 'Please select a result' }).default('Pending'),
    rounds: z.coerce
      .number({ error: M.roundsRange })
      .int({ error: M.roundsRange })
      .min(L.rounds.min, { error: M.roundsRange })
      .max(L.rounds.max, { error: M.roundsRange })
      .default(1),
    questions: z.array(editQuestionSchema).max(L.maxQuestions, { error: M.tooManyQuestions }).default([]),
    companyExpectations: trimmedText(L.notesMax).optional(),
    tips: trimmedText(L.notesMax).optional(),
  })
  .superRefine((form, context) => {
    const fail = createFail(context);
    if (!form.companyName) fail(['companyName'], M.companyRequired);
    if (!form.role) fail(['role'], M.roleRequired);
    if (!form.interviewDate) fail(['interviewDate'], M.dateRequired);
    else if (!isCalendarDate(form.interviewDate)) fail(['interviewDate'], DATE_MESSAGE);
    if (form.questions.length === 0) fail(['questions'], M.questionRequired);
    form.questions.forEach((question, index) => {
      const n = index + 1;
      if (!question.question) fail(['questions', index, 'question'], M.questionText(n));
      if (!question.answer) fail(['questions', index, 'answer'], M.questionAnswer(n));
      if (question.types.length === 0) fail(['questions', index, 'types'], M.questionTypes(n));
    });
  });
export type EditExperienceForm = z.infer<typeof editExperienceFormSchema>;

export function isAddExperienceForm(body: Record<string, unknown>): boolean {
  if ('interviewRounds' in body || 'questionTypes' in body) return true;
  const questions = body.questions;
  return (
    Array.isArray(questions) &&
    questions.some(
      (question) => typeof question === 'object' && question !== null && 'questionText' in question,
    )
  );
}

/** Either form, told apart by its fields and checked by that form's rules; both map onto one stored model. */
export const experienceBodySchema = z.looseObject({}).transform((body, context): ExperienceBody => {
  const isAdd = isAddExperienceForm(body);
  const result = (isAdd ? addExperienceFormSchema : editExperienceFormSchema).safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
    }
    return z.NEVER;
  }
  return isAdd
    ? { kind: 'add', form: result.data as AddExperienceForm }
    : { kind: 'edit', form: result.data as EditExperienceForm };
});
export type ExperienceBody =
  | { kind: 'add'; form: AddExperienceForm }
  | { kind: 'edit'; form: EditExperienceForm };

/** The add form's studentAnswer and the edit form's answer are both `myAnswer`. */
export const storedQuestionSchema = z.object({
  question: z.string(),
  myAnswer: z.string(),
  expectedAnswer: z.string(),
  round: z.string(),
  types: z.array(z.string()),
});
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;

export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const interviewExperienceSchema = z.object({
  _id: z.string(),
  company: z.string(),
  role: z.string().nullable(),
  interviewDate: z.string().nullable(),
  outcome: z.enum(OUTCOMES),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  rounds: z.number(),
  technicalQuestions: z.array(storedQuestionSchema),
  hrQuestions: z.array(storedQuestionSchema),
  /** In the author's order (the detail modal groups them by round). */
  questions: z.array(storedQuestionSchema),
  companyExpectations: z.string(),
  tips: z.string(),
  helpfulCount: z.number(),
  isHelpful: z.boolean(),
  isMine: z.boolean(),
  createdAt: z.string(),
  /** null when the author's account was deleted ('Former member'). */
  alumni: z.nullable(personRefSchema),
  snippet: z.array(snippetPartSchema).nullable(),
});
export type InterviewExperience = z.infer<typeof interviewExperienceSchema>;

export const interviewListResponseSchema = listResponseSchema(interviewExperienceSchema);
export const interviewResponseSchema = dataResponseSchema(interviewExperienceSchema);

export const helpfulResponseSchema = z.object({
  success: z.literal(true),
  helpfulCount: z.number(),
  isHelpful: z.boolean(),
});
export type HelpfulResponse = z.infer<typeof helpfulResponseSchema>;

const caseInsensitive = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? (values.find((item) => item.toLowerCase() === value.trim().toLowerCase()) ?? value)
        : value,
    z.enum(values).optional(),
  );

/**
 * `company` is case-insensitive and literal; empty values mean "any". Without `page` or `limit`, every match
 * (up to `LIST_CAP`); with either, a page of `defaultPageSize` by default.
 */
export const interviewListQuerySchema = z.object({
  q: optionalText(L.searchMax, M.searchTooLong),
  company: optionalText(L.companyMax, `Company must be at most ${L.companyMax} characters`),
  outcome: caseInsensitive(OUTCOMES),
  difficulty: caseInsensitive(DIFFICULTIES),
  round: caseInsensitive(QUESTION_TYPES),
  ...listQuery({ maxLimit: L.maxPageSize, wording: 'named' }),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;
