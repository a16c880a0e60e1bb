import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { secondInstance } from '../../../test/second-instance';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../../platform/context';

async function received(app: AppInstance, token: string, status = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/mentorship-requests/alumni${status ? `?status=${status}` : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{
    _id: string;
    status: string;
    message: string;
    student: { name: string };
  }>;
}

let address = 0;
async function sendRequest(app: AppInstance, studentToken: string, alumniId: string, message: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/mentorship-requests',
    headers: bearer(studentToken),
    payload: { alumniId, message },
    remoteAddress: `10.41.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
}

describe('received requests: each alumni’s own, read afresh', async () => {
  const { app } = await createTestApp();
  const alumni = await createUserWithProfile(app, 'alumni');
  const otherAlumni = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');
  await sendRequest(app, student.token, alumni.id, 'Could you review my resume?');

  it('are each alumni’s own, per status', async () => {
    expect((await received(app, alumni.token, 'pending')).map((row) => row.message)).toEqual([
      'Could you review my resume?',
    ]);
    expect(await received(app, alumni.token, 'accepted')).toEqual([]);
    expect(await received(app, otherAlumni.token, 'pending')).toEqual([]);
    expect(await received(app, alumni.token)).toHaveLength(1);
  });

  it('show a request or a student changed outside any request on the next read', async () => {
    await app.ctx.db.execute(
      sql`update mentorship_requests set message = 'Edited by a job' where alumni_id = ${alumni.id}`,
    );
    expect((await received(app, alumni.token, 'pending'))[0]?.message).toBe('Edited by a job');
    await app.ctx.db.execute(sql`update users set name = 'Renamed Student' where id = ${student.id}`);
    expect((await received(app, alumni.token, 'pending'))[0]?.student.name).toBe('Renamed Student');
  });
});

describe('received requests: the instance that answered a write reads it at once', async () => {
  const { app } = await createTestApp();
  const alumni = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');

  it('lists a new request on the next read', async () => {
    expect(await received(app, alumni.token, 'pending')).toEqual([]);
    await sendRequest(app, student.token, alumni.id, 'Mock interview next week?');
    expect((await received(app, alumni.token, 'pending')).map((row) => row.message)).toEqual([
      'Mock interview next week?',
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('received requests: on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const alumni = await createUserWithProfile(a.app, 'alumni');
  const student = await createUserWithProfile(a.app, 'student');

  it('a request sent through one instance is listed by the other on the next read', async () => {
    expect(await received(b, alumni.token, 'pending')).toEqual([]);
    await sendRequest(a.app, student.token, alumni.id, 'Resume review?');
    expect((await received(b, alumni.token, 'pending')).map((row) => row.message)).toEqual([
      'Resume review?',
    ]);
  });
});
