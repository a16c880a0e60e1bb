import { MENTORSHIP_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile, updateUserRow } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { transactionStatementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';

describe('mentorship requests', async () => {
  const { app, mail } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const isPostgres = app.ctx.database.kind === 'postgres';
  const alumni = await createUserWithProfile(app, 'alumni');
  const otherAlumni = await createUserWithProfile(app, 'alumni');
  const newStudent = async () => {
    const student = await createUserWithProfile(app, 'student');
    return { ...student, headers: bearer(student.token) };
  };
  // Each caller gets its own address, clear of the per-IP ceiling on sending.
  const addresses = new Map<string, string>();
  const send = (headers: Record<string, string>, payload: object) => {
    const key = headers.authorization ?? 'anonymous';
    if (!addresses.has(key))
      addresses.set(key, `10.40.${Math.floor(addresses.size / 200)}.${(addresses.size % 200) + 1}`);
    return app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers,
      payload,
      remoteAddress: addresses.get(key),
    });
  };
  const alumniHeaders = bearer(alumni.token);

  it('accepts the mentorship page payload, defaults the type, mails the alumni and lists it for both', async () => {
    const student = await newStudent();
    const response = await send(student.headers, {
      alumniId: alumni.id,
      message: '  Could you guide me on backend roles?  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: M.sent, data: { status: 'pending' } });

    const mine = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers: student.headers })
    ).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      requestType: 'Career Guidance',
      message: 'Could you guide me on backend roles?',
      status: 'pending',
      alumni: { _id: alumni.id, name: alumni.name, profile: { currentCompany: 'Google' } },
    });
    expect(mine[0].alumni).not.toHaveProperty('email');
    expect(mine[0].alumni.profile).not.toHaveProperty('phoneNumber');

    const theirs = (
      await app.inject({
        method: 'GET',
        url: '/api/mentorship-requests/alumni?status=pending',
        headers: alumniHeaders,
      })
    ).json();
    const item = theirs.find((entry: { student: { _id: string } }) => entry.student._id === student.id);
    expect(item.student).toMatchObject({
      name: student.name,
      email: student.email,
      profile: { collegeName: expect.any(String), cgpa: 8.75 },
    });

    const [notice] = await mailsTo(app, mail, alumni.email);
    expect(notice?.subject).toBe(`New mentorship request from ${student.name}`);
  });

  it('accepts the directory payload with its own wording', async () => {
    const student = await newStudent();
    const response = await send(student.headers, { mentorId: alumni.id, message: 'Hello!' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(M.sentDirectory);
    const missing = await send(student.headers, { mentorId: otherAlumni.id, message: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.messageRequiredDirectory);
  });

  it.each([
    [{ message: '' }, M.messageRequiredPage],
    [{ message: 'x'.repeat(1001) }, M.messageTooLong],
    [{ requestType: 'Coffee' }, M.requestTypeInvalid],
  ])('validates %o', async (patch, message) => {
    const student = await newStudent();
    const response = await send(student.headers, { alumniId: alumni.id, message: 'Hi', ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('allows a message of exactly 1000 characters', async () => {
    const student = await newStudent();
    expect((await send(student.headers, { alumniId: alumni.id, message: 'x'.repeat(1000) })).statusCode).toBe(
      201,
    );
  });

  it('refuses unknown, inactive and non-alumni recipients', async () => {
    const student = await newStudent();
    const inactive = await createUserWithProfile(app, 'alumni');
    await updateUserRow(app, inactive.id, { isActive: false });
    for (const id of [inactive.id, student.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const response = await send(student.headers, { alumniId: id, message: 'Hi' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.alumniNotFound);
    }
  });

  it('refuses a second pending request to the same alumni, also under 20 concurrent attempts', async () => {
    const student = await newStudent();
    expect((await send(student.headers, { alumniId: alumni.id, message: 'One' })).statusCode).toBe(201);
    const again = await send(student.headers, { alumniId: alumni.id, message: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.duplicate);

    const racer = await newStudent();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(racer.headers, { alumniId: otherAlumni.id, message: 'Race' })),
    );
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers: racer.headers })
    ).json();
    expect(mine).toHaveLength(1);
  });

  it('caps a student at 5 pending requests, even when sent at once', async () => {
    const student = await newStudent();
    const recipients = await Promise.all(
      Array.from({ length: 7 }, () => createUserWithProfile(app, 'alumni')),
    );
    const results = await Promise.all(
      recipients.map((recipient) => send(student.headers, { alumniId: recipient.id, message: 'Hi' })),
    );
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe(M.tooManyPending);
  });

  // PostgreSQL only: PGlite runs a transaction's statements outside the spied client.
  it.runIf(isPostgres)(
    'sends in three statements between BEGIN and COMMIT, the answer naming the stored request',
    async () => {
      const student = await newStudent();
      let response: Awaited<ReturnType<typeof send>> | undefined;
      const inside = await transactionStatementsOf(async () => {
        response = await send(student.headers, { alumniId: otherAlumni.id, message: 'Counted' });
      });
      expect(response!.statusCode).toBe(201);
      expect(inside).toHaveLength(3);
      expect(inside[2]).toMatch(/insert into "mentorship_requests"[\s\S]*insert into "notifications"/);
      const mine = (
        await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers: student.headers })
      ).json();
      expect(mine.map((request: { _id: string; status: string }) => [request._id, request.status])).toEqual([
        [response!.json().data._id, 'pending'],
      ]);
    },
  );

  it('lets only students send', async () => {
    expect((await send(alumniHeaders, { alumniId: otherAlumni.id, message: 'Hi' })).statusCode).toBe(403);
    expect((await send({}, { alumniId: otherAlumni.id, message: 'Hi' })).statusCode).toBe(401);
  });

  it('lets a student withdraw their own pending request only', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const { data } = (await send(student.headers, { alumniId: otherAlumni.id, message: 'Hi' })).json();
    const withdraw = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `/api/mentorship-requests/${data._id}`, headers });
    expect((await withdraw(other.headers)).statusCode).toBe(404);
    const response = await withdraw(student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.withdrawn);
    expect((await withdraw(student.headers)).statusCode).toBe(404);
    expect((await send(student.headers, { alumniId: otherAlumni.id, message: 'Again' })).statusCode).toBe(
      201,
    );
  });

  it('keeps students out of each other’s requests', async () => {
    const student = await newStudent();
    const other = await newStudent();
    await send(student.headers, { alumniId: alumni.id, message: 'Private' });
    const theirs = (
      await app.inject({ method: 'GET', url: '/api/mentorship-requests/student', headers: other.headers })
    ).json();
    expect(theirs).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/mentorship-requests/alumni', headers: student.headers }))
        .statusCode,
    ).toBe(403);
  });
});
