import type { InterviewExperience, MyExperience, PointsHistoryItem, Role } from '@mentorbridge/shared';
import type { AppInstance } from '../src/platform/context';
import { bearer, createUser, signIn } from './factories';

export async function signedIn(app: AppInstance, role: Role, name?: string) {
  const user = await createUser(app, { role, ...(name ? { name } : {}) });
  const { token } = await signIn(app, user.email);
  return { id: user.id, name: user.name, token, headers: bearer(token) };
}
export type Caller = Awaited<ReturnType<typeof signedIn>>;

export function addForm(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Google',
    interviewRounds: 3,
    questionTypes: ['Technical', 'HR'],
    questions: [
      {
        questionText: 'Reverse a linked list in place.',
        studentAnswer: 'Three pointers: previous, current and next.',
        expectedAnswer: 'Iterative O(n) time, O(1) space.',
        roundType: 'Technical',
      },
      {
        questionText: 'Tell me about yourself.',
        studentAnswer: 'My projects and internship.',
        expectedAnswer: '',
        roundType: 'HR',
      },
    ],
    companyExpectations: 'Clear communication.',
    tips: 'Practise on a whiteboard.',
    ...overrides,
  };
}

export function editForm(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Google',
    role: 'Software Engineer',
    interviewDate: '2026-10-01',
    difficulty: 'Hard',
    result: 'Selected',
    rounds: 4,
    questions: [
      {
        question: 'Reverse a linked list in place.',
        answer: 'Three pointers.',
        round: 'Technical 1',
        types: ['Technical', 'Coding'],
      },
      { question: 'Why Google?', answer: 'Scale and people.', round: 'HR', types: ['HR'] },
    ],
    ...overrides,
  };
}

export async function postExperience(
  app: AppInstance,
  caller: Caller,
  payload: object = addForm(),
): Promise<MyExperience> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/interview-experience',
    headers: caller.headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export async function getInterview(app: AppInstance, caller: Caller, id: string) {
  const response = await app.inject({ method: 'GET', url: `/api/interviews/${id}`, headers: caller.headers });
  return { status: response.statusCode, body: response.json() as { data: InterviewExperience } };
}

export async function pointsOf(app: AppInstance, caller: Caller) {
  const me = await app.inject({ method: 'GET', url: '/api/leaderboard/me', headers: caller.headers });
  const history = await app.inject({
    method: 'GET',
    url: '/api/leaderboard/me/history?limit=100',
    headers: caller.headers,
  });
  return {
    points: me.json().points as number,
    interviewExperiences: me.json().contributions.interviewExperiences as number,
    history: history.json() as PointsHistoryItem[],
  };
}
