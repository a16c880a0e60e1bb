import {
  type Difficulty,
  HR_QUESTION_TYPES,
  type InterviewExperience,
  type MyExperience,
  type Outcome,
  resultOfOutcome,
  type StoredQuestion,
  toMyQuestion,
} from '@mentorbridge/shared';
import type { ExperienceRow, PublicExperienceRow } from './interview-experiences.repository';

const isHrQuestion = (question: StoredQuestion) =>
  question.types.some((type) => (HR_QUESTION_TYPES as readonly string[]).includes(type));

export function toMyExperience(row: ExperienceRow): MyExperience {
  return {
    _id: row.id,
    company: row.company,
    companyName: row.company,
    role: row.role,
    interviewDate: row.interviewDate,
    difficulty: row.difficulty as Difficulty | null,
    outcome: row.outcome as Outcome,
    result: resultOfOutcome(row.outcome as Outcome),
    rounds: row.rounds,
    interviewRounds: row.rounds,
    questionTypes: row.questionTypes,
    questions: row.questions.map(toMyQuestion),
    companyExpectations: row.companyExpectations,
    tips: row.tips,
    helpfulCount: row.helpfulCount,
    postedAt: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicExperience(row: PublicExperienceRow, viewerId: string): InterviewExperience {
  return {
    _id: row.id,
    company: row.company,
    role: row.role,
    interviewDate: row.interviewDate,
    outcome: row.outcome as Outcome,
    difficulty: row.difficulty as Difficulty | null,
    rounds: row.rounds,
    technicalQuestions: row.questions.filter((question) => !isHrQuestion(question)),
    hrQuestions: row.questions.filter(isHrQuestion),
    questions: row.questions,
    companyExpectations: row.companyExpectations,
    tips: row.tips,
    helpfulCount: row.helpfulCount,
    isHelpful: row.isHelpful,
    isMine: row.alumniId !== null && row.alumniId === viewerId,
    createdAt: row.createdAt.toISOString(),
    alumni: row.alumniId && row.authorName !== null ? { _id: row.alumniId, name: row.authorName } : null,
    snippet: row.snippet,
  };
}
