import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { within } from '../../../test/second-instance';
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

describe('received requests: kept per alumni and status', async () => {
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

  it('are read again when a request or a student changes outside any request', async () => {
    await app.ctx.db.execute(
      sql`update mentorship_requests set message = 'Edited by a job' where alumni_id = ${alumni.id}`,
    );
    expect(
      await within(
        2_000,
        async () => (await received(app, alumni.token, 'pending'))[0]?.message === 'Edited by a job',
      ),
    ).toBe(true);
    await app.ctx.db.execute(sql`update users set name = 'Renamed Student' where id = ${student.id}`);
    expect(
      await within(
        2_000,
        async () => (await received(app, alumni.token, 'pending'))[0]?.student.name === 'Renamed Student',
      ),
    ).toBe(true);
  });
});

describe('received requests: the instance that answered a write reads it at once', async () => {
  const { app } = await createTestApp({ withholdNotifications: true });
  const alumni = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');

  it('lists a new request on the next read, and keeps the list otherwise', async () => {
    expect(await received(app, alumni.token, 'pending')).toEqual([]);
    await sendRequest(app, student.token, alumni.id, 'Mock interview next week?');
    expect(await received(app, alumni.token, 'pending')).toHaveLength(1);
    // Proof that the list is kept at all: a change no request made and no notification told is not seen.
    await app.ctx.db.execute(
      sql`update mentorship_requests set message = 'Hidden' where alumni_id = ${alumni.id}`,
    );
    expect((await received(app, alumni.token, 'pending'))[0]?.message).toBe('Mock interview next week?');
  });
});
