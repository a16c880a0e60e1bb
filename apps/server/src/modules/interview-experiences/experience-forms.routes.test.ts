import { EXPERIENCE_MESSAGES as M, type MyExperience } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  addForm,
  type Caller,
  editForm,
  getInterview,
  postExperience,
  signedIn,
} from '../../../test/experience-fixtures';
import { createTestApp } from '../../../test/test-app';

const MINUTE = 60_000;

describe('interview experiences: the add and edit forms', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await signedIn(app, 'alumni', 'Ananya Author');
  const student = await signedIn(app, 'student');

  const post = (caller: Caller, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: caller.headers,
      payload,
    });
  const put = (caller: Caller, id: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/alumni-features/interview-experience/${id}`,
      headers: caller.headers,
      payload,
    });

  it('takes the add form’s optional role, date, difficulty and result', async () => {
    const data = await postExperience(
      app,
      alumni,
      addForm({ role: 'SDE', interviewDate: '2026-09-30', difficulty: 'Easy', result: 'Rejected' }),
    );
    expect(data).toMatchObject({
      role: 'SDE',
      interviewDate: '2026-09-30',
      difficulty: 'Easy',
      outcome: 'rejected',
    });
  });

  it.each([
    [{ companyName: '', questions: [] }, [M.companyRequired, M.questionRequired]],
    [{ companyName: '   ' }, [M.companyRequired]],
    [{ questions: [] }, [M.questionRequired]],
    [{ questions: [{ questionText: '  ', roundType: 'HR' }] }, [M.questionRequired]],
    [{ interviewRounds: 0 }, [M.roundsMin]],
    [{ interviewRounds: 'two' }, [M.roundsMin]],
    [{ interviewRounds: 11 }, [M.roundsRange]],
    [{ interviewDate: '2025-02-30' }, ['Interview date must be a date']],
  ])('validates the add form %o with the spec’s messages in order', async (patch, messages) => {
    const response = await post(alumni, addForm(patch));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(messages[0]);
    expect(body.errors.map((error: { message: string }) => error.message)).toEqual(messages);
  });

  it('validates the edit form with the spec’s messages in order, per question', async () => {
    const created = await postExperience(app, alumni);
    const response = await put(
      alumni,
      created._id,
      editForm({
        companyName: '',
        role: '',
        interviewDate: '',
        questions: [
          { question: '', answer: '', round: '1', types: [] },
          { question: 'Fine', answer: '', round: '2', types: ['HR'] },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.companyRequired);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual([
      M.companyRequired,
      M.roleRequired,
      M.dateRequired,
      M.questionText(1),
      M.questionAnswer(1),
      M.questionTypes(1),
      M.questionAnswer(2),
    ]);
    for (const [patch, message] of [
      [{ rounds: 0 }, M.roundsRange],
      [{ rounds: 11 }, M.roundsRange],
      [{ questions: [] }, M.questionRequired],
      [{ interviewDate: '2026-02-30' }, 'Interview date must be a date'],
      [{ interviewDate: '0000-01-01' }, 'Interview date must be a date'],
    ] as const) {
      const refused = await put(alumni, created._id, editForm(patch));
      expect({ patch, status: refused.statusCode, message: refused.json().message }).toEqual({
        patch,
        status: 400,
        message,
      });
    }
  });

  it('maps the edit form onto the stored model and shows the public shape with split questions', async () => {
    const created = await postExperience(
      app,
      alumni,
      addForm({
        questions: [
          {
            questionText: 'Reverse a linked list in place.',
            studentAnswer: 'Pointers.',
            expectedAnswer: 'Kept expected answer.',
            roundType: 'Technical',
          },
          {
            questionText: 'Old HR question',
            studentAnswer: 'Old.',
            expectedAnswer: 'Dropped: the text changed.',
            roundType: 'HR',
          },
        ],
      }),
    );
    clock.advance(MINUTE);
    const edited = await put(
      alumni,
      created._id,
      editForm({
        questions: [
          ...editForm().questions,
          {
            question: 'Tell me about a conflict.',
            answer: 'STAR.',
            round: 3,
            types: ['Behavioral'],
            expectedAnswer: 'Sent with the form.',
          },
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: M.updated,
      experience: {
        _id: created._id,
        company: 'Google',
        role: 'Software Engineer',
        interviewDate: '2026-10-01',
        difficulty: 'Hard',
        outcome: 'selected',
        rounds: 4,
        questionTypes: ['Technical', 'Coding', 'HR', 'Behavioral'],
        companyExpectations: 'Clear communication.',
        tips: 'Practise on a whiteboard.',
        postedAt: created.postedAt,
        updatedAt: clock.now().toISOString(),
      },
    });

    const { status, body } = await getInterview(app, student, created._id);
    expect(status).toBe(200);
    const technical = {
      question: 'Reverse a linked list in place.',
      myAnswer: 'Three pointers.',
      expectedAnswer: 'Kept expected answer.',
      round: 'Technical 1',
      types: ['Technical', 'Coding'],
    };
    const hr = {
      question: 'Why Google?',
      myAnswer: 'Scale and people.',
      expectedAnswer: '',
      round: 'HR',
      types: ['HR'],
    };
    const behavioral = {
      question: 'Tell me about a conflict.',
      myAnswer: 'STAR.',
      expectedAnswer: 'Sent with the form.',
      round: '3',
      types: ['Behavioral'],
    };
    expect(body.data).toEqual({
      _id: created._id,
      company: 'Google',
      role: 'Software Engineer',
      interviewDate: '2026-10-01',
      outcome: 'selected',
      difficulty: 'Hard',
      rounds: 4,
      technicalQuestions: [technical],
      hrQuestions: [hr, behavioral],
      questions: [technical, hr, behavioral],
      companyExpectations: 'Clear communication.',
      tips: 'Practise on a whiteboard.',
      helpfulCount: 0,
      isHelpful: false,
      isMine: false,
      createdAt: created.createdAt,
      alumni: { _id: alumni.id, name: 'Ananya Author' },
      snippet: null,
    });
    expect((await getInterview(app, alumni, created._id)).body.data.isMine).toBe(true);

    // Sent again without expectations and tips, the edit form keeps them; sent, it replaces them.
    const again = await put(alumni, created._id, editForm({ companyExpectations: '', tips: 'New tip' }));
    expect(again.json().experience).toMatchObject({ companyExpectations: '', tips: 'New tip' });
  });

  it('accepts the add form on an edit, keeping the extras it leaves out', async () => {
    const created = await postExperience(app, alumni, addForm({ role: 'SDE', result: 'Selected' }));
    const response = await put(
      alumni,
      created._id,
      addForm({ companyName: 'Microsoft', interviewRounds: 2 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().experience).toMatchObject({
      company: 'Microsoft',
      rounds: 2,
      role: 'SDE',
      outcome: 'selected',
      questions: [{ expectedAnswer: 'Iterative O(n) time, O(1) space.', round: 'Technical' }, {}],
    });
  });

  it('round-trips the add form built from GET, keeping edit-form rounds and question types', async () => {
    const created = await postExperience(app, alumni, addForm({ questionTypes: ['Aptitude'] }));
    const edited = await put(alumni, created._id, editForm());
    expect(edited.statusCode).toBe(200);
    const mine = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/alumni-features/my-interview-experiences',
        headers: alumni.headers,
      });
      return (response.json().data as MyExperience[]).find((item) => item._id === created._id)!;
    };
    const before = await mine();
    expect(before.questionTypes).toEqual(['Technical', 'Coding', 'HR', 'Aptitude']);
    const resent = await put(alumni, created._id, {
      companyName: before.companyName,
      interviewRounds: before.interviewRounds,
      questionTypes: before.questionTypes,
      questions: before.questions.map(({ questionText, studentAnswer, expectedAnswer, roundType }) => ({
        questionText,
        studentAnswer,
        expectedAnswer,
        roundType,
      })),
      companyExpectations: before.companyExpectations,
      tips: before.tips,
    });
    expect(resent.statusCode).toBe(200);
    expect(await mine()).toEqual(before);
    expect(before.questions.map(({ round, types, roundType }) => ({ round, types, roundType }))).toEqual([
      { round: 'Technical 1', types: ['Technical', 'Coding'], roundType: 'Technical' },
      { round: 'HR', types: ['HR'], roundType: 'HR' },
    ]);
  });
});
