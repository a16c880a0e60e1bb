import {
  type AddExperienceForm,
  addRoundTypeOf,
  type EditExperienceForm,
  type ExperienceBody,
  type Outcome,
  type StoredQuestion,
} from '@mentorbridge/shared';
import type { ExperienceRow, NewExperience } from './interview-experiences.repository';

export type ExperienceValues = Required<
  Pick<
    NewExperience,
    | 'company'
    | 'role'
    | 'interviewDate'
    | 'difficulty'
    | 'outcome'
    | 'rounds'
    | 'questionTypes'
    | 'questions'
    | 'companyExpectations'
    | 'tips'
    | 'searchText'
  >
>;

export function searchTextOf(questions: StoredQuestion[], companyExpectations: string, tips: string): string {
  return [
    ...questions.flatMap((question) => [question.question, question.myAnswer, question.expectedAnswer]),
    companyExpectations,
    tips,
  ]
    .filter((text) => text.length > 0)
    .join('\n');
}

const toOutcome = (result: string): Outcome => result.toLowerCase() as Outcome;

function withSearchText(values: Omit<ExperienceValues, 'searchText'>): ExperienceValues {
  return { ...values, searchText: searchTextOf(values.questions, values.companyExpectations, values.tips) };
}

/** On an edit the stored optional extras stay when the form leaves them out. */
function fromAddForm(form: AddExperienceForm, current?: ExperienceRow): ExperienceValues {
  const stored = current?.questions ?? [];
  const questions = form.questions
    .filter((question) => question.questionText.length > 0)
    .map((question, index) => {
      // The add form has one round type per question: an edit-form question sent back with its text and
      // round type unchanged keeps its free-text round and all its types.
      const before = stored[index];
      const isUnchanged =
        before !== undefined &&
        before.question === question.questionText &&
        addRoundTypeOf(before) === question.roundType;
      return {
        question: question.questionText,
        myAnswer: question.studentAnswer,
        expectedAnswer: question.expectedAnswer,
        round: isUnchanged ? before.round : question.roundType,
        types: isUnchanged ? before.types : [question.roundType],
      };
    });
  return withSearchText({
    company: form.companyName,
    role: form.role || current?.role || null,
    interviewDate: form.interviewDate ?? current?.interviewDate ?? null,
    difficulty: form.difficulty ?? current?.difficulty ?? null,
    outcome: form.result ? toOutcome(form.result) : (current?.outcome ?? 'pending'),
    rounds: form.interviewRounds,
    questionTypes: form.questionTypes,
    questions,
    companyExpectations: form.companyExpectations,
    tips: form.tips,
  });
}

/**
 * The add form's question types that no stored question has (ticked on their own): the edit form has no
 * field for them, so they stay; types that came with a question go when the edit form drops it.
 */
function chosenTypes(current?: ExperienceRow): string[] {
  const asked = new Set(current?.questions.flatMap((question) => question.types));
  return (current?.questionTypes ?? []).filter((type) => !asked.has(type));
}

/** An expected answer stays with its question while that position's text is unchanged. */
function fromEditForm(form: EditExperienceForm, current?: ExperienceRow): ExperienceValues {
  const stored = current?.questions ?? [];
  const questions = form.questions.map((question, index) => {
    const before = stored[index];
    const kept = before && before.question === question.question ? before.expectedAnswer : '';
    return {
      question: question.question,
      myAnswer: question.answer,
      expectedAnswer: question.expectedAnswer ?? kept,
      round: question.round,
      types: [...new Set(question.types)],
    };
  });
  return withSearchText({
    company: form.companyName,
    role: form.role,
    interviewDate: form.interviewDate,
    difficulty: form.difficulty,
    outcome: toOutcome(form.result),
    rounds: form.rounds,
    questionTypes: [
      ...new Set([...questions.flatMap((question) => question.types), ...chosenTypes(current)]),
    ],
    questions,
    companyExpectations: form.companyExpectations ?? current?.companyExpectations ?? '',
    tips: form.tips ?? current?.tips ?? '',
  });
}

export function toExperienceValues(body: ExperienceBody, current?: ExperienceRow): ExperienceValues {
  return body.kind === 'add' ? fromAddForm(body.form, current) : fromEditForm(body.form, current);
}
