import { AUTH_MESSAGES, EXPERIENCE_MESSAGES as M } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addForm,
  type Caller,
  editForm,
  getInterview,
  pointsOf,
  postExperience,
  signedIn,
} from '../../../test/experience-fixtures';
import { createTestApp } from '../../../test/test-app';

const MINUTE = 60_000;
const MINE = '/api/alumni-features/my-interview-experiences';
const ONE = (id: string) => `/api/alumni-features/interview-experience/${id}`;
const UNKNOWN = '7b0f8a52-4c1e-4d7a-9a43-3f0c2b9d1e55';

describe('interview experiences: post, edit, delete, mine', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await signedIn(app, 'alumni', 'Ananya Author');
  const other = await signedIn(app, 'alumni');
  const student = await signedIn(app, 'student');
  const admin = await signedIn(app, 'admin');

  const post = (caller: Partial<Caller>, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: { ...caller.headers, ...headers },
      payload,
    });
  const put = (caller: Partial<Caller>, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: ONE(id), headers: caller.headers ?? {}, payload });
  const remove = (caller: Partial<Caller>, id: string) =>
    app.inject({ method: 'DELETE', url: ONE(id), headers: caller.headers ?? {} });
  const mine = async (caller: Caller) =>
    (await app.inject({ method: 'GET', url: MINE, headers: caller.headers })).json();

  it('adds an experience from the add form and lists it first among mine', async () => {
    const author = await signedIn(app, 'alumni');
    const older = await postExperience(app, author, addForm({ companyName: 'Older Co' }));
    clock.advance(MINUTE);
    const response = await post(
      author,
      addForm({
        questions: [
          ...addForm().questions,
          { questionText: '', studentAnswer: 'dropped', roundType: 'Aptitude' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: M.added });
    expect(body.data).toMatchObject({
      company: 'Google',
      role: null,
      interviewDate: null,
      difficulty: null,
      outcome: 'pending',
      rounds: 3,
      questionTypes: ['Technical', 'HR'],
      companyExpectations: 'Clear communication.',
      tips: 'Practise on a whiteboard.',
      helpfulCount: 0,
      postedAt: clock.now().toISOString(),
      questions: [
        {
          question: 'Reverse a linked list in place.',
          myAnswer: 'Three pointers: previous, current and next.',
          expectedAnswer: 'Iterative O(n) time, O(1) space.',
          round: 'Technical',
          types: ['Technical'],
        },
        {
          question: 'Tell me about yourself.',
          myAnswer: 'My projects and internship.',
          expectedAnswer: '',
          round: 'HR',
          types: ['HR'],
        },
      ],
    });
    const list = await mine(author);
    expect(list.success).toBe(true);
    expect(list.data.map((item: { _id: string }) => item._id)).toEqual([body.data._id, older._id]);
    expect(list.data[0]).toEqual(body.data);
    expect(await mine(other)).toEqual({ success: true, data: [] });
  });

  it('ignores author, counts and dates sent in the body', async () => {
    const forged = {
      helpfulCount: 99,
      alumni: { _id: other.id, name: 'Someone' },
      alumniId: other.id,
      creator: other.id,
      createdAt: '2001-01-01T00:00:00.000Z',
      _id: UNKNOWN,
    };
    const created = await postExperience(app, alumni, { ...addForm(), ...forged });
    expect(created).toMatchObject({ helpfulCount: 0, postedAt: clock.now().toISOString() });
    expect(created._id).not.toBe(UNKNOWN);
    const edited = await put(alumni, created._id, { ...editForm(), ...forged });
    expect(edited.json().experience.helpfulCount).toBe(0);
    const shown = (await getInterview(app, student, created._id)).body.data;
    expect(shown).toMatchObject({ helpfulCount: 0, alumni: { _id: alumni.id, name: 'Ananya Author' } });
    expect((await mine(other)).data).toEqual([]);
  });

  it('lets only alumni post and read their own list', async () => {
    for (const caller of [student, admin]) {
      const response = await post(caller, addForm());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.wrongRole);
      expect((await app.inject({ method: 'GET', url: MINE, headers: caller.headers })).statusCode).toBe(403);
    }
    // The role is checked before the body: a student's invalid form is still a 403.
    expect((await post(student, {})).statusCode).toBe(403);
    expect((await post({}, addForm())).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
  });

  it('lets only the author edit: anyone else’s or an unknown experience is not found', async () => {
    const created = await postExperience(app, alumni);
    for (const id of [created._id, UNKNOWN, 'not-a-uuid']) {
      const response = await put(other, id, editForm());
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    expect((await put(student, created._id, editForm())).statusCode).toBe(403);
    expect((await put(admin, created._id, editForm())).statusCode).toBe(403);
    expect((await put({}, created._id, editForm())).statusCode).toBe(401);
    const unchanged = (await getInterview(app, student, created._id)).body.data;
    expect(unchanged.role).toBeNull();
  });

  it('lets the author or an admin delete, and takes back the +15', async () => {
    const author = await signedIn(app, 'alumni');
    const first = await postExperience(app, author);
    const second = await postExperience(app, author, addForm({ companyName: 'Second' }));
    expect((await pointsOf(app, author)).points).toBe(30);

    for (const id of [first._id, UNKNOWN, 'nope']) {
      const response = await remove(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    expect((await remove(student, first._id)).statusCode).toBe(403);
    expect((await remove({}, first._id)).statusCode).toBe(401);

    const deleted = await remove(author, first._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: M.deleted });
    expect((await getInterview(app, student, first._id)).status).toBe(404);
    expect((await remove(author, first._id)).statusCode).toBe(404);

    const byAdmin = await remove(admin, second._id);
    expect(byAdmin.json()).toEqual({ success: true, message: M.deleted });
    expect((await mine(author)).data).toEqual([]);
    const { points, interviewExperiences, history } = await pointsOf(app, author);
    expect({ points, interviewExperiences }).toEqual({ points: 0, interviewExperiences: 0 });
    expect(
      history.map((event) => [event.kind, event.isReversal, event.points, event.sourceId]).sort(),
    ).toEqual(
      [
        ['experience_posted', false, 15, first._id],
        ['experience_posted', false, 15, second._id],
        ['experience_posted', true, -15, first._id],
        ['experience_posted', true, -15, second._id],
      ].sort(),
    );
  });

  it('pays +15 once per experience, in the ledger under the experience', async () => {
    const author = await signedIn(app, 'alumni');
    const created = await postExperience(app, author);
    const { points, interviewExperiences, history } = await pointsOf(app, author);
    expect({ points, interviewExperiences }).toEqual({ points: 15, interviewExperiences: 1 });
    expect(history).toMatchObject([
      {
        kind: 'experience_posted',
        points: 15,
        sourceType: 'interview_experience',
        sourceId: created._id,
        isReversal: false,
      },
    ]);
  });

  it('answers a retried post with the same Idempotency-Key once', async () => {
    const author = await signedIn(app, 'alumni');
    const key = { 'idempotency-key': 'experience-retry-1' };
    const [first, second] = await Promise.all([post(author, addForm(), key), post(author, addForm(), key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data._id).toBe(first.json().data._id);
    expect((await mine(author)).data).toHaveLength(1);
    expect((await pointsOf(app, author)).points).toBe(15);
  });

  it('keeps an experience whose author left, shown without an author', async () => {
    const leaving = await signedIn(app, 'alumni');
    const created = await postExperience(app, leaving);
    await app.ctx.db.execute(sql`delete from users where id = ${leaving.id}`);
    const { status, body } = await getInterview(app, student, created._id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ alumni: null, isMine: false, company: 'Google' });
  });

  it('answers 404 for an unknown experience and 401 without a session', async () => {
    for (const id of [UNKNOWN, 'x'.repeat(40)]) {
      const { status, body } = await getInterview(app, student, id);
      expect(status).toBe(404);
      expect((body as unknown as { message: string }).message).toBe(M.notFound);
    }
    expect((await app.inject({ method: 'GET', url: `/api/interviews/${UNKNOWN}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/interviews' })).statusCode).toBe(401);
  });

  it('documents its routes in the OpenAPI reference', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths['/api/alumni-features/interview-experience/{id}'])).toEqual([
      'put',
      'delete',
    ]);
    expect(spec.paths['/api/interviews'].get.parameters.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['q', 'company', 'outcome', 'difficulty', 'round', 'page', 'limit']),
    );
    expect(spec.paths['/api/interviews/{id}/helpful'].put.responses['200']).toBeDefined();
  });
});
