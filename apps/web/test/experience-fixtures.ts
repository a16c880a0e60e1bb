import {
  type InterviewExperience,
  type MyExperience,
  resultOfOutcome,
  type StoredQuestion,
  toMyQuestion,
} from '@mentorbridge/shared';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const INTERVIEWS = '/api/interviews';
export const MY_EXPERIENCES = '/api/alumni-features/my-interview-experiences';
export const EXPERIENCE = '/api/alumni-features/interview-experience';

export function createStoredQuestion(overrides: Partial<StoredQuestion> = {}): StoredQuestion {
  const n = next();
  return {
    question: `How would you design rate limiter ${n}?`,
    myAnswer: 'A token bucket per user, kept in Redis.',
    expectedAnswer: 'Discuss fixed and sliding windows and their trade-offs.',
    round: 'Technical',
    types: ['Technical'],
    ...overrides,
  };
}

/** `questions` drives the technical/HR split unless overridden. */
export function createInterviewExperience(overrides: Partial<InterviewExperience> = {}): InterviewExperience {
  const n = next();
  const questions = overrides.questions ?? [
    createStoredQuestion({ question: `Reverse a linked list (${n})` }),
    createStoredQuestion({ question: `Tell me about a conflict (${n})`, round: 'HR', types: ['HR'] }),
  ];
  const isHr = (question: StoredQuestion) =>
    question.types.some((type) => type === 'HR' || type === 'Behavioral');
  return {
    _id: `experience-${n}`,
    company: 'Google',
    role: 'Software Engineer',
    interviewDate: '2026-01-15',
    outcome: 'selected',
    difficulty: 'Medium',
    rounds: 3,
    technicalQuestions: questions.filter((question) => !isHr(question)),
    hrQuestions: questions.filter(isHr),
    questions,
    companyExpectations: 'Clear thinking and clean code.',
    tips: 'Practise explaining your approach aloud.',
    helpfulCount: 4,
    isHelpful: false,
    isMine: false,
    createdAt: '2026-02-01T10:00:00.000Z',
    alumni: { _id: `alumni-${n}`, name: 'Ananya Iyer' },
    snippet: null,
    ...overrides,
  };
}

/** The stored names only: both forms' names follow them, as the server derives them. */
type StoredExperience = Omit<MyExperience, 'companyName' | 'result' | 'interviewRounds' | 'questions'> & {
  questions: StoredQuestion[];
};

export function createMyExperience(overrides: Partial<StoredExperience> = {}): MyExperience {
  const n = next();
  const stored: StoredExperience = {
    _id: `my-experience-${n}`,
    company: 'Microsoft',
    role: 'SDE 1',
    interviewDate: '2026-01-20',
    difficulty: 'Hard',
    outcome: 'rejected',
    rounds: 2,
    questionTypes: ['Technical'],
    questions: [createStoredQuestion({ question: `Design a cache (${n})` })],
    companyExpectations: 'Strong fundamentals.',
    tips: 'Revise operating systems.',
    helpfulCount: 7,
    postedAt: '2026-02-10T09:00:00.000Z',
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
    ...overrides,
  };
  return {
    ...stored,
    companyName: stored.company,
    result: resultOfOutcome(stored.outcome),
    interviewRounds: stored.rounds,
    questions: stored.questions.map(toMyQuestion),
  };
}
