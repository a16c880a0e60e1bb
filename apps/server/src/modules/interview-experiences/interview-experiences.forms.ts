import type {
  AddExperienceForm,
  EditExperienceForm,
  ExperienceBody,
  Outcome,
  StoredQuestion,
} from '@mentorbridge/shared';
import type { ExperienceRow, NewExperience } from './interview-experiences.repository';

/** What either form sets on the one stored model (server-rules "Interview experiences"). */
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

/** The text behind the full-text vector: every question, answer and expected answer, expectations and tips. */
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

/**
 * The add form: its questions with text, each typed by its round. Role, date, difficulty and result are
 * optional extras; on an edit (`current`) the stored ones stay when the form leaves them out.
 */
function fromAddForm(form: AddExperienceForm, current?: ExperienceRow): ExperienceValues {
  const questions = form.questions
    .filter((question) => question.questionText.length > 0)
    .map((question) => ({
      question: question.questionText,
      myAnswer: question.studentAnswer,
      expectedAnswer: question.expectedAnswer,
      round: question.roundType,
      types: [question.roundType],
    }));
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
 * The edit form: it has no expected answers, expectations or tips, so those it does not send are kept (an
 * expected answer stays with its question while the question's text at that position is unchanged).
 */
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
    questionTypes: [...new Set(questions.flatMap((question) => question.types))],
    questions,
    companyExpectations: form.companyExpectations ?? current?.companyExpectations ?? '',
    tips: form.tips ?? current?.tips ?? '',
  });
}

/** Either payload onto the stored model; `current` is the row being edited. */
export function toExperienceValues(body: ExperienceBody, current?: ExperienceRow): ExperienceValues {
  return body.kind === 'add' ? fromAddForm(body.form, current) : fromEditForm(body.form, current);
}
