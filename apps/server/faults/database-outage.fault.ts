import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../test/factories';
import { within } from '../test/second-instance';
import { createWorkshopAs, workshopCountMismatches } from '../test/workshops';
import { createFaultApp, rows, sleep } from './fault-app';
import { LoadRecorder, repeat, UNAVAILABLE_BODY } from './load';

const CAPACITY = 10;
const STUDENTS = 24;
const OUTAGE_MS = 4000;

describe('PostgreSQL restarted under a mixed load', async () => {
  const { app, direct, dbProxy, logs } = await createFaultApp({
    // Loses the database after the idempotency plugin claimed its key and before the handler runs.
    beforeReady: (instance, proxy) =>
      instance.addHook('preHandler', async (request) => {
        if (request.headers['x-test-cut-database']) await proxy.cut();
      }),
  });
  const host = await createUserWithProfile(app, 'alumni');
  const mentors = await Promise.all([1, 2, 3].map(() => createUserWithProfile(app, 'alumni')));
  const workshop = await createWorkshopAs(app, host.token, { maxParticipants: CAPACITY });
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      const user = await createUser(app, { role: 'student' });
      const { token } = await signIn(app, user.email);
      return { id: user.id, headers: bearer(token), ip: `10.71.0.${i + 1}` };
    }),
  );

  it('answers 503 while it is down, recovers by itself, loses no acknowledged write and never overbooks', async () => {
    const load = new LoadRecorder();
    let phase: 'before' | 'down' | 'after' = 'before';
    let stopped = false;
    const readiness: Array<{ phase: string; status: number }> = [];
    const booked = new Map<string, string>(); // student id → booking id acknowledged with 201
    const confirmed = new Set<string>(); // booking ids acknowledged as Confirmed
    const requested = new Map<string, string>(); // student id → mentorship request id acknowledged

    // A retry of a call that did commit is refused as a duplicate (409), so 409 ends the retries too.
    const studentWork = students.map(async (student, i) => {
      await sleep(i * 40);
      for (;;) {
        const outcome = await load.send(app, 'book', {
          method: 'POST',
          url: `/api/alumni-features/workshop/${workshop._id}/book`,
          headers: student.headers,
          payload: { notes: 'Looking forward' },
          remoteAddress: student.ip,
        });
        if (outcome.status === 201)
          booked.set(student.id, (outcome.body as { data: { _id: string } }).data._id);
        if (outcome.status !== 503) break;
        await sleep(150);
      }
      for (;;) {
        const outcome = await load.send(app, 'mentorship', {
          method: 'POST',
          url: '/api/mentorship-requests',
          headers: student.headers,
          payload: { alumniId: mentors[i % mentors.length]!.id, message: `Guidance please (${i})` },
          remoteAddress: student.ip,
        });
        if (outcome.status === 201) {
          requested.set(student.id, (outcome.body as { data: { _id: string } }).data._id);
          break;
        }
        if (outcome.status !== 503) break;
        await sleep(150);
      }
    });

    const hostWork = repeat(
      () => stopped,
      async () => {
        if (phase === 'down') {
          await load.send(app, 'my-workshops', {
            method: 'GET',
            url: '/api/alumni-features/my-workshops',
            headers: bearer(host.token),
          });
          return;
        }
        const pending = await rows<{ id: string }>(
          direct,
          sql`select id::text from workshop_bookings where workshop_id = ${workshop._id} and status = 'Pending' order by booked_at limit 3`,
        );
        for (const { id } of pending) {
          const outcome = await load.send(app, 'confirm', {
            method: 'PUT',
            url: `/api/alumni-features/workshop/${workshop._id}/booking/${id}`,
            headers: bearer(host.token),
            payload: { status: 'Confirmed', meetingLink: 'https://meet.example.com/sd' },
          });
          if (outcome.status === 200) confirmed.add(id);
        }
      },
      30,
    );

    const readers = students.slice(0, 4).map((student) =>
      repeat(
        () => stopped,
        () =>
          load.send(app, 'read', {
            method: 'GET',
            url: '/api/alumni-features/workshops',
            headers: student.headers,
          }),
        20,
      ),
    );

    const probe = repeat(
      () => stopped,
      async () => {
        const response = await app.inject({ method: 'GET', url: '/api/ready' });
        readiness.push({ phase, status: response.statusCode });
      },
      100,
    );

    await sleep(600);
    phase = 'down';
    await dbProxy.cut();
    await sleep(OUTAGE_MS);
    await dbProxy.restore();
    phase = 'after';
    await Promise.all(studentWork);
    expect(
      await within(15_000, () => readiness.at(-1)?.phase === 'after' && readiness.at(-1)?.status === 200),
    ).toBe(true);
    await sleep(1000);
    stopped = true;
    await Promise.all([hostWork, ...readers, probe]);

    expect(load.unexpected([200, 201, 409, 503])).toEqual([]);
    const unavailable = load.outcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const outcome of unavailable) expect(outcome.body).toEqual(UNAVAILABLE_BODY);
    expect(readiness.some((probe) => probe.phase === 'down' && probe.status === 503)).toBe(true);
    expect(readiness.filter((probe) => probe.phase === 'before').every((probe) => probe.status === 200)).toBe(
      true,
    );
    expect(logs.some((line) => line.msg === 'database unavailable')).toBe(true);

    expect(booked.size).toBeGreaterThan(0);
    expect(requested.size).toBeGreaterThan(0);

    // Nothing is left holding a connection: a burst larger than the pool is served at once.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({ method: 'GET', url: '/api/alumni-features/workshops', headers: students[0]!.headers }),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));

    const bookings = await rows<{ id: string; student_id: string; status: string }>(
      direct,
      sql`select id::text, student_id::text, status from workshop_bookings where workshop_id = ${workshop._id}`,
    );
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    for (const [studentId, bookingId] of booked) expect(byId.get(bookingId)?.student_id).toBe(studentId);
    for (const bookingId of confirmed) expect(byId.get(bookingId)?.status).toBe('Confirmed');
    const perStudent = new Map<string, number>();
    for (const booking of bookings)
      perStudent.set(booking.student_id, (perStudent.get(booking.student_id) ?? 0) + 1);
    expect([...perStudent.values()].every((count) => count === 1)).toBe(true);
    const confirmedRows = bookings.filter((booking) => booking.status === 'Confirmed');
    expect(confirmedRows.length).toBeLessThanOrEqual(CAPACITY);
    expect(confirmedRows.length).toBeGreaterThanOrEqual(confirmed.size);
    expect(await workshopCountMismatches(app)).toEqual([]);

    const requests = await rows<{ id: string; student_id: string }>(
      direct,
      sql`select id::text, student_id::text from mentorship_requests`,
    );
    // One per student: acknowledged, or committed just before its answer was lost (then refused as a duplicate).
    expect(new Set(requests.map((request) => request.student_id)).size).toBe(STUDENTS);
    expect(requests).toHaveLength(STUDENTS);
    for (const [studentId, requestId] of requested)
      expect(requests.find((request) => request.id === requestId)?.student_id).toBe(studentId);
  });

  it('answers a create call that lost the database after claiming its Idempotency-Key 503, and lets the retry act', async () => {
    const student = students[1]!;
    const send = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/mentorship-requests',
        headers: { ...student.headers, 'idempotency-key': 'outage-retry-1', ...headers },
        payload: { alumniId: mentors[2]!.id, message: 'Second question' },
        remoteAddress: student.ip,
      });
    let during: Awaited<ReturnType<typeof send>>;
    try {
      during = await send({ 'x-test-cut-database': '1' });
    } finally {
      await dbProxy.restore();
    }
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual(UNAVAILABLE_BODY);
    // A stale claim may make the first retries wait, but a retry must act once the database is back, and once.
    expect(await within(30_000, async () => (await send()).statusCode === 201)).toBe(true);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const sent = await rows<{ n: number }>(
      direct,
      sql`select count(*)::int as n from mentorship_requests where student_id = ${student.id} and message = 'Second question'`,
    );
    expect(sent).toEqual([{ n: 1 }]);
  });

  it('hears session invalidations again once its listener has reconnected', async () => {
    expect(await within(10_000, () => app.ctx.sessions.isTrusted)).toBe(true);
    const student = students[0]!;
    const me = () => app.inject({ method: 'GET', url: '/api/auth/profile', headers: student.headers });
    expect((await me()).statusCode).toBe(200);
    expect(app.ctx.sessions.has(student.id)).toBe(true);
    // Deactivated by hand on the database, as an operator would: only the notification can tell the app.
    await direct.db.execute(sql`update users set is_active = false where id = ${student.id}`);
    await direct.db.execute(sql`select pg_notify('session_subject', ${student.id})`);
    expect(await within(3000, () => !app.ctx.sessions.has(student.id))).toBe(true);
    expect((await me()).statusCode).toBe(401);
  });
});
