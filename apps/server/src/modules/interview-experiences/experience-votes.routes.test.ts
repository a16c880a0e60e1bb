import { EXPERIENCE_MESSAGES as M, REPORT_MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  type Caller,
  getInterview,
  pointsOf,
  postExperience,
  signedIn,
} from '../../../test/experience-fixtures';
import { sentStatementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';

const UNKNOWN = '0d9c7f3e-2b1a-4c5d-8e6f-7a8b9c0d1e2f';

describe('interview experiences: helpful votes and reports', async () => {
  const { app } = await createTestApp();
  const student = await signedIn(app, 'student');
  const admin = await signedIn(app, 'admin');

  const vote = (method: 'PUT' | 'DELETE', caller: Partial<Caller>, id: string) =>
    app.inject({ method, url: `/api/interviews/${id}/helpful`, headers: caller.headers ?? {} });
  const report = (caller: Partial<Caller>, id: string, payload: object = { reason: 'Spam or advertising' }) =>
    app.inject({
      method: 'POST',
      url: `/api/interviews/${id}/report`,
      headers: caller.headers ?? {},
      payload,
    });
  const helpfulEvents = async (author: Caller) =>
    (await pointsOf(app, author)).history
      .filter((event) => event.kind === 'helpful_vote')
      .map((event) => ({ points: event.points, isReversal: event.isReversal, sourceId: event.sourceId }));

  it('counts one vote per user, shows it to the voter, and pays the author +2', async () => {
    const author = await signedIn(app, 'alumni');
    const { _id: id } = await postExperience(app, author);
    const first = await vote('PUT', student, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, helpfulCount: 1, isHelpful: true });
    expect((await vote('PUT', student, id)).json()).toEqual({
      success: true,
      helpfulCount: 1,
      isHelpful: true,
    });
    expect((await vote('PUT', admin, id)).json().helpfulCount).toBe(2);

    expect((await getInterview(app, student, id)).body.data).toMatchObject({
      helpfulCount: 2,
      isHelpful: true,
    });
    const bystander = await signedIn(app, 'student');
    expect((await getInterview(app, bystander, id)).body.data).toMatchObject({
      helpfulCount: 2,
      isHelpful: false,
    });
    expect((await pointsOf(app, author)).points).toBe(15 + 2 + 2);
    expect(await helpfulEvents(author)).toEqual(
      expect.arrayContaining([
        { points: 2, isReversal: false, sourceId: `${id}:${student.id}` },
        { points: 2, isReversal: false, sourceId: `${id}:${admin.id}` },
      ]),
    );
    const mine = await app.inject({
      method: 'GET',
      url: '/api/alumni-features/my-interview-experiences',
      headers: author.headers,
    });
    expect(mine.json().data[0].helpfulCount).toBe(2);
  });

  // BEGIN and COMMIT, and the listener's `select 1` before a write's answer, beside: a vote with its count;
  // the author's stats row locked; the ledger row with the stats. Withdrawn: the paid event is read first.
  it.runIf(app.ctx.database.kind === 'postgres')(
    'writes a vote and its points in three statements, and takes it back in four',
    async () => {
      const author = await signedIn(app, 'alumni');
      const { _id: id } = await postExperience(app, author);
      const cast = await sentStatementsOf(() => vote('PUT', student, id));
      const again = await sentStatementsOf(() => vote('PUT', student, id));
      const withdrawn = await sentStatementsOf(() => vote('DELETE', student, id));
      expect([cast, again, withdrawn]).toEqual([3 + 3, 1 + 3, 4 + 3]);
      expect((await pointsOf(app, author)).points).toBe(15);
    },
  );

  it('keeps one vote and one payment under 20 concurrent attempts by one user', async () => {
    const author = await signedIn(app, 'alumni');
    const voter = await signedIn(app, 'student');
    const { _id: id } = await postExperience(app, author);
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote('PUT', voter, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((answer) => answer.json().helpfulCount)).toEqual(Array(20).fill(1));
    expect((await getInterview(app, voter, id)).body.data.helpfulCount).toBe(1);
    expect(await helpfulEvents(author)).toEqual([
      { points: 2, isReversal: false, sourceId: `${id}:${voter.id}` },
    ]);
    expect((await pointsOf(app, author)).points).toBe(17);
  });

  it('counts every reader exactly when many vote at once', async () => {
    const author = await signedIn(app, 'alumni');
    const { _id: id } = await postExperience(app, author);
    const readers = await Promise.all(Array.from({ length: 8 }, () => signedIn(app, 'student')));
    await Promise.all(readers.map((reader) => vote('PUT', reader, id)));
    expect((await getInterview(app, student, id)).body.data.helpfulCount).toBe(8);
    expect((await pointsOf(app, author)).points).toBe(15 + 8 * 2);
  });

  it('refuses a vote on one’s own experience', async () => {
    const author = await signedIn(app, 'alumni');
    const { _id: id } = await postExperience(app, author);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await vote(method, author, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.helpfulOwn);
    }
    expect((await getInterview(app, author, id)).body.data).toMatchObject({ helpfulCount: 0, isMine: true });
    expect((await pointsOf(app, author)).points).toBe(15);
  });

  it('withdraws a vote, taking back the +2; voting again pays nothing more', async () => {
    const author = await signedIn(app, 'alumni');
    const voter = await signedIn(app, 'student');
    const { _id: id } = await postExperience(app, author);
    await vote('PUT', voter, id);
    expect((await pointsOf(app, author)).points).toBe(17);

    const withdrawn = await vote('DELETE', voter, id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ success: true, helpfulCount: 0, isHelpful: false });
    expect((await vote('DELETE', voter, id)).json()).toEqual({
      success: true,
      helpfulCount: 0,
      isHelpful: false,
    });
    expect((await getInterview(app, voter, id)).body.data).toMatchObject({
      helpfulCount: 0,
      isHelpful: false,
    });
    expect((await pointsOf(app, author)).points).toBe(15);
    expect(await helpfulEvents(author)).toEqual(
      expect.arrayContaining([
        { points: 2, isReversal: false, sourceId: `${id}:${voter.id}` },
        { points: -2, isReversal: true, sourceId: `${id}:${voter.id}` },
      ]),
    );

    // The vote counts again, but its source already paid once.
    expect((await vote('PUT', voter, id)).json().helpfulCount).toBe(1);
    expect((await pointsOf(app, author)).points).toBe(15);
    expect(await helpfulEvents(author)).toHaveLength(2);
  });

  it('answers 404 for an unknown experience and 401 without a session', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of [UNKNOWN, 'not-an-id']) {
        const response = await vote(method, student, id);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(M.notFound);
      }
      expect((await vote(method, {}, UNKNOWN)).statusCode).toBe(401);
    }
  });

  it('takes back the +15 and every vote’s +2 when the experience is deleted', async () => {
    const author = await signedIn(app, 'alumni');
    const voters = [student, await signedIn(app, 'student'), await signedIn(app, 'alumni')];
    const { _id: id } = await postExperience(app, author);
    const kept = await postExperience(app, author);
    for (const voter of voters) await vote('PUT', voter, id);
    await vote('PUT', voters[0]!, kept._id);
    expect((await pointsOf(app, author)).points).toBe(15 + 15 + 3 * 2 + 2);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/alumni-features/interview-experience/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await pointsOf(app, author);
    expect({ points: after.points, experiences: after.interviewExperiences }).toEqual({
      points: 15 + 2,
      experiences: 1,
    });
    const reversals = after.history.filter((event) => event.isReversal);
    expect(reversals.map((event) => [event.kind, event.points, event.sourceId]).sort()).toEqual(
      [
        ['experience_posted', -15, id],
        ...voters.map((voter) => ['helpful_vote', -2, `${id}:${voter.id}`]),
      ].sort(),
    );
    expect((await vote('PUT', student, id)).statusCode).toBe(404);
    expect((await getInterview(app, student, kept._id)).body.data.helpfulCount).toBe(1);
  });

  it('files a report: 201, a second open one 409, one’s own 400, an unknown experience 404', async () => {
    const author = await signedIn(app, 'alumni');
    const { _id: id } = await postExperience(app, author);
    const sent = await report(student, id, { reason: 'Inaccurate or misleading', details: 'Wrong company.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: REPORT_MESSAGES.sent });

    const again = await report(student, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.duplicate);
    expect((await report(admin, id)).statusCode).toBe(201);

    const own = await report(author, id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.own);

    for (const unknown of [UNKNOWN, 'nope']) {
      const missing = await report(student, unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(M.notFound);
    }
    expect((await report({}, id)).statusCode).toBe(401);
  });

  it('validates a report’s reason and details', async () => {
    const author = await signedIn(app, 'alumni');
    const { _id: id } = await postExperience(app, author);
    for (const [payload, message] of [
      [{}, REPORT_MESSAGES.reasonRequired],
      [{ reason: 'Boring' }, REPORT_MESSAGES.reasonRequired],
      [{ reason: 'Other', details: 'x'.repeat(1001) }, REPORT_MESSAGES.detailsMax],
    ] as const) {
      const response = await report(student, id, payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      });
    }
    expect((await report(student, id, { reason: 'Other', details: 'x'.repeat(1000) })).statusCode).toBe(201);
  });
});
