import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { createWorkshopAs } from '../../../test/workshops';

describe('Idempotency-Key on create calls', async () => {
  const { app } = await createTestApp();
  const count = async (table: string) => {
    const result = await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return ((result as { rows: Array<{ n: number }> }).rows[0] as { n: number }).n;
  };
  const student = async () => bearer((await signIn(app, (await createUser(app)).email)).token);
  const alumni = await createUserWithProfile(app, 'alumni');
  const sendRequest = (headers: Record<string, string>, key?: string, message = 'Please guide me') =>
    app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { alumniId: alumni.id, message },
    });

  it('answers a repeated call with the first answer and creates one request', async () => {
    const headers = await student();
    const before = await count('mentorship_requests');
    const first = await sendRequest(headers, 'req-1');
    const second = await sendRequest(headers, 'req-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await count('mentorship_requests')).toBe(before + 1);
    // Without the key the same call is a conflict: the request exists.
    expect((await sendRequest(headers)).statusCode).toBe(409);
  });

  it('answers a doubled call that arrives while the first runs with the first answer', async () => {
    const headers = await student();
    const before = await count('mentorship_requests');
    const answers = await Promise.all([sendRequest(headers, 'double'), sendRequest(headers, 'double')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await count('mentorship_requests')).toBe(before + 1);
  });

  it('books a workshop once for a doubled booking', async () => {
    const host = await createUser(app, { role: 'alumni' });
    const workshop = await createWorkshopAs(app, (await signIn(app, host.email)).token);
    const headers = { ...(await student()), 'idempotency-key': 'book-1' };
    const book = () =>
      app.inject({
        method: 'POST',
        url: `/api/alumni-features/workshop/${workshop._id}/book`,
        headers,
        payload: { notes: 'Hi' },
      });
    const answers = await Promise.all([book(), book(), book()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
  });

  it('refuses the same key for a different request, and keeps keys per user', async () => {
    const headers = await student();
    expect((await sendRequest(headers, 'shared-key')).statusCode).toBe(201);
    const other = await sendRequest(headers, 'shared-key', 'Another message');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was used for a different request',
      code: 'UNPROCESSABLE',
    });
    // Another student's identical key is their own.
    expect((await sendRequest(await student(), 'shared-key')).statusCode).toBe(201);
  });

  it('keeps a refusal as the answer too, and refuses a malformed key', async () => {
    const headers = await student();
    const missing = () =>
      app.inject({
        method: 'POST',
        url: '/api/mentorship-requests',
        headers: { ...headers, 'idempotency-key': 'missing-alumni' },
        payload: { alumniId: '00000000-0000-4000-8000-000000000000', message: 'Hi' },
      });
    const first = await missing();
    expect(first.statusCode).toBe(404);
    expect((await missing()).body).toBe(first.body);
    const bad = await sendRequest(headers, 'x'.repeat(201));
    expect(bad.statusCode).toBe(400);
  });
});
