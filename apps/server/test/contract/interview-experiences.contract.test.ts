/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../experience-fixtures';
import { createTestApp } from '../test-app';

/** The add form exactly as section 3 names it (no role, date, difficulty or result). */
const ADD_FORM = {
  companyName: 'Contract Corp',
  interviewRounds: 3,
  questionTypes: ['Technical', 'HR', 'Aptitude'],
  questions: [
    {
      questionText: 'Reverse a linked list in place.',
      studentAnswer: 'Three pointers.',
      expectedAnswer: 'Iterative, O(1) space.',
      roundType: 'Technical',
    },
    {
      questionText: 'Why this company?',
      studentAnswer: 'Its products.',
      expectedAnswer: 'Knows the company.',
      roundType: 'HR',
    },
  ],
  companyExpectations: 'Clear communication.',
  tips: 'Practise on a whiteboard.',
};

/** What the spec's cards, add form and edit form read of one experience (section 3). */
interface SpecExperience {
  _id: string;
  companyName: string;
  interviewRounds: number;
  questionTypes: string[];
  companyExpectations: string;
  tips: string;
  postedAt: string;
  helpfulCount: number;
  role: string | null;
  interviewDate: string | null;
  difficulty: string | null;
  result: string;
  rounds: number;
  questions: Array<{
    questionText: string;
    studentAnswer: string;
    expectedAnswer: string;
    roundType: string;
    question: string;
    answer: string;
    round: string;
    types: string[];
  }>;
}

/** The edit form as the spec's client fills it from an experience: its own fields only. */
function editFormOf(experience: SpecExperience) {
  return {
    companyName: experience.companyName,
    role: experience.role,
    interviewDate: experience.interviewDate,
    difficulty: experience.difficulty,
    result: experience.result,
    rounds: experience.rounds,
    questions: experience.questions.map(({ question, answer, round, types }) => ({
      question,
      answer,
      round,
      types,
    })),
  };
}

describe('contract: interview experiences (part 2 section 7)', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');

  const post = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: alumni.headers,
      payload,
    });
  const put = (id: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/alumni-features/interview-experience/${id}`,
      headers: alumni.headers,
      payload,
    });
  const mine = async (id: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/alumni-features/my-interview-experiences',
      headers: alumni.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; data: SpecExperience[] };
    expect(body.success).toBe(true);
    return body.data.find((item) => item._id === id)!;
  };

  it('POST /alumni-features/interview-experience takes the add form and answers success, data', async () => {
    const response = await post(ADD_FORM);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ ...ADD_FORM, helpfulCount: 0, postedAt: expect.any(String) });
  });

  it('GET /alumni-features/my-interview-experiences gives each card and both forms their fields', async () => {
    const { data } = (await post(ADD_FORM)).json();
    const experience = await mine(data._id);
    // The cards and the add form.
    expect(experience).toMatchObject({
      ...ADD_FORM,
      postedAt: expect.any(String),
      helpfulCount: 0,
    });
    expect(Number.isNaN(Date.parse(experience.postedAt))).toBe(false);
    // The edit form, from the same row: what the add form leaves out is empty, the result is Pending.
    expect(editFormOf(experience)).toEqual({
      companyName: 'Contract Corp',
      role: null,
      interviewDate: null,
      difficulty: null,
      result: 'Pending',
      rounds: 3,
      questions: [
        {
          question: 'Reverse a linked list in place.',
          answer: 'Three pointers.',
          round: 'Technical',
          types: ['Technical'],
        },
        { question: 'Why this company?', answer: 'Its products.', round: 'HR', types: ['HR'] },
      ],
    });
  });

  it('PUT /alumni-features/interview-experience/{id} takes the edit form, answers experience, loses nothing', async () => {
    const { data } = (await post(ADD_FORM)).json();
    // The author opens the edit form on the card and fills in what the add form did not ask for.
    const filled = {
      ...editFormOf(await mine(data._id)),
      role: 'Software Engineer',
      interviewDate: '2026-10-01',
      difficulty: 'Hard',
      result: 'Selected',
    };
    const saved = await put(data._id, filled);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().experience).toMatchObject({ ...filled, companyName: 'Contract Corp' });

    const before = await mine(data._id);
    expect(before).toMatchObject({
      ...ADD_FORM,
      role: 'Software Engineer',
      interviewDate: '2026-10-01',
      difficulty: 'Hard',
      result: 'Selected',
    });
    // Opened and saved again unchanged: every field survives, including those the edit form does not carry.
    const again = await put(data._id, editFormOf(before));
    expect(again.statusCode).toBe(200);
    expect(again.json().experience).toEqual(before);
    expect(await mine(data._id)).toEqual(before);
  });
});
