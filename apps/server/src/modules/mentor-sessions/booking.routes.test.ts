import { MENTOR_SESSION_MESSAGES as M } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { person, scalar } from '../../../test/admin-users';
import { bearer, createUserWithProfile } from '../../../test/factories';
import {
  bookAt,
  menteeOf,
  mentorWithHours,
  nextAddress,
  SESSIONS_NOW,
  sessionsOf,
  slotsOf,
} from '../../../test/mentor-sessions';
import { transactionStatementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { isExclusionViolation } from '../../platform/db/errors';
import { insertMail } from '../../platform/mail/outbox.repository';
import { insertSessionStatement } from './mentor-sessions.repository';

describe('booking mentor sessions', async () => {
  const { app } = await createTestApp({ now: SESSIONS_NOW });
  const isPostgres = app.ctx.database.kind === 'postgres';
  const sessionRows = (alumni: { id: string }) =>
    scalar(app, sql`select count(*) as n from mentor_sessions where alumni_id = ${alumni.id}`);
  /** Notifications and queued mails of the pair, together. */
  const toldRows = (...people: Array<{ id: string }>) => {
    const ids = sql.join(
      people.map((one) => sql`${one.id}::uuid`),
      sql`, `,
    );
    return scalar(
      app,
      sql`select (select count(*) from notifications where user_id in (${ids}))
        + (select count(*) from mail_outbox where "to" in (select email from users where id in (${ids}))) as n`,
    );
  };

  it('lets exactly one of two racing overlapping bookings through', async () => {
    const alumni = await mentorWithHours(app);
    const [first, second] = [await menteeOf(app, alumni), await menteeOf(app, alumni)];
    const start = '2026-03-12T16:00:00.000Z';
    const answers = await Promise.all([bookAt(app, first, start), bookAt(app, second, start)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 201)!.json().data).toMatchObject({
      start,
      end: '2026-03-12T17:00:00.000Z',
      status: 'booked',
      timeZone: 'America/Los_Angeles',
      meetingLink: 'https://meet.example.com/mentor',
      alumni: { _id: alumni.id },
    });
    // The availability lock orders the two: the second sees the first's session and is told plainly.
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(M.slotUnavailable);
    expect((await slotsOf(app, first, alumni)).starts).not.toContain(start);
    expect(await sessionRows(alumni)).toBe(1);
  });

  it('refuses a database overlap even when the application check is bypassed', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const insert = (start: string, end: string, status = 'booked') =>
      app.ctx.db.execute(sql`
        insert into mentor_sessions (mentorship_id, student_id, alumni_id, starts_at, ends_at, time_zone, status)
        values (${student.mentorshipId}, ${student.id}, ${alumni.id}, ${start}, ${end}, 'UTC', ${status})`);
    await insert('2026-03-20T10:00:00Z', '2026-03-20T11:00:00Z');
    await insert('2026-03-20T10:30:00Z', '2026-03-20T11:00:00Z', 'cancelled');
    const overlap = await insert('2026-03-20T10:15:00Z', '2026-03-20T10:45:00Z').catch((error) => error);
    expect(isExclusionViolation(overlap)).toBe(true);
    await insert('2026-03-20T11:00:00Z', '2026-03-20T11:30:00Z');
  });

  it('answers a replayed Idempotency-Key with the first booking', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const headers = { 'idempotency-key': 'mentor-session-replay-1' };
    const first = await bookAt(app, student, '2026-03-13T16:00:00.000Z', { headers });
    const again = await bookAt(app, student, '2026-03-13T16:00:00.000Z', { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await sessionsOf(app, student)).toHaveLength(1);
  });

  it('holds the weekly cap and refuses times that are not offered', async () => {
    const alumni = await mentorWithHours(app, { weeklyCap: 1 });
    const student = await menteeOf(app, alumni);
    expect((await bookAt(app, student, '2026-03-03T17:00:00.000Z')).statusCode).toBe(201);
    const capped = await bookAt(app, student, '2026-03-04T17:00:00.000Z');
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toBe(M.weeklyCapReached);
    expect((await slotsOf(app, student, alumni)).starts[0]).toBe('2026-03-09T16:00:00.000Z');
    const offHours = await bookAt(app, student, '2026-03-10T20:00:00.000Z');
    expect(offHours.statusCode).toBe(409);
    expect(offHours.json().message).toBe(M.slotUnavailable);
  });

  it('books only within an accepted mentorship of ones own', async () => {
    const alumni = await mentorWithHours(app);
    const stranger = await createUserWithProfile(app, 'student');
    const pending = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer(stranger.token),
      payload: { alumniId: alumni.id, requestType: 'Resume Review', message: 'Please help' },
      remoteAddress: nextAddress(),
    });
    const notAccepted = await bookAt(
      app,
      { token: stranger.token, mentorshipId: pending.json().data._id },
      '2026-03-16T16:00:00.000Z',
    );
    expect(notAccepted.statusCode).toBe(403);
    expect(notAccepted.json().message).toBe(M.mentorshipNotAccepted);

    const student = await menteeOf(app, alumni);
    const borrowed = await bookAt(
      app,
      { token: stranger.token, mentorshipId: student.mentorshipId },
      '2026-03-16T16:00:00.000Z',
    );
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe(M.mentorshipNotFound);
    expect(await sessionRows(alumni)).toBe(0);
  });

  it("keeps the alumni's meeting link whatever link the student sends", async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const booked = await bookAt(app, student, '2026-03-17T16:00:00.000Z', {
      body: { meetingLink: 'https://phish.example.com/login' },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.meetingLink).toBe('https://meet.example.com/mentor');
    const stored = await scalar(
      app,
      sql`select count(*) as n from mentor_sessions where alumni_id = ${alumni.id} and meeting_link is null`,
    );
    expect(stored).toBe(1);
  });

  it('refuses a booking with a deactivated alumni and stores nothing', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const admin = await person(app, 'admin');
    const deactivated = await app.inject({
      method: 'PUT',
      url: `/api/users/${alumni.id}/status`,
      headers: admin.headers,
      payload: { isActive: false, reason: 'Left the programme' },
    });
    expect(deactivated.statusCode).toBe(200);

    const refused = await bookAt(app, student, '2026-03-18T16:00:00.000Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.mentorNotBooking);
    expect(await sessionRows(alumni)).toBe(0);
    const slots = await slotsOf(app, student, alumni);
    expect(slots.response.statusCode).toBe(404);
    expect(slots.response.json().message).toBe(M.alumniNotFound);
  });

  it('answers the session it booked as both sides list it, and tells each side once', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const before = await toldRows(student, alumni);
    const booked = await bookAt(app, student, '2026-03-13T16:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    const session = booked.json().data;
    // Built from the insert's own values: it must be the session as every later read shows it.
    expect((await sessionsOf(app, student)).find((one) => one._id === session._id)).toEqual(session);
    expect((await sessionsOf(app, alumni)).find((one) => one._id === session._id)).toEqual(session);
    // A notification and a mail for each side.
    expect(await toldRows(student, alumni)).toBe(before + 4);
  });

  it('stores no mail or notification when the database refuses the session they announce', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    expect((await bookAt(app, student, '2026-03-23T16:00:00.000Z')).statusCode).toBe(201);
    const before = await toldRows(student, alumni);
    const now = new Date(SESSIONS_NOW);
    const refused = await app.ctx.db
      .transaction((tx) =>
        insertMail(
          tx,
          [
            {
              to: 'someone@example.com',
              subject: 'Session booked',
              text: 'Booked',
              html: '<p>Booked</p>',
              notice: {
                userId: student.id,
                category: 'mentorship',
                title: 'Booked',
                body: 'Booked',
                link: '/',
              },
            },
          ],
          now,
          insertSessionStatement(tx, {
            mentorshipId: student.mentorshipId,
            studentId: student.id,
            alumniId: alumni.id,
            startsAt: new Date('2026-03-23T16:30:00.000Z'),
            endsAt: new Date('2026-03-23T17:30:00.000Z'),
            timeZone: 'UTC',
            createdAt: now,
            updatedAt: now,
          }),
        ),
      )
      .catch((error) => error);
    expect(isExclusionViolation(refused)).toBe(true);
    expect(await toldRows(student, alumni)).toBe(before);
    expect(await sessionRows(alumni)).toBe(1);
  });

  // PostgreSQL only: PGlite runs a transaction's statements outside the spied client.
  it.runIf(isPostgres)('books in three statements between BEGIN and COMMIT', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const inside = await transactionStatementsOf(async () => {
      expect((await bookAt(app, student, '2026-03-25T16:00:00.000Z')).statusCode).toBe(201);
    });
    expect(inside).toHaveLength(3);
    expect(inside[2]).toMatch(/insert into "mentor_sessions"[\s\S]*insert into "notifications"/);
  });

  // PGlite runs one statement at a time, so only PostgreSQL really races these.
  it.runIf(isPostgres)('gives one slot to exactly one of 20 students racing for it', async () => {
    const alumni = await mentorWithHours(app);
    const students = [];
    for (let i = 0; i < 20; i++) students.push(await menteeOf(app, alumni));
    const start = '2026-03-19T16:00:00.000Z';
    const answers = await Promise.all(students.map((student) => bookAt(app, student, start)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const answer of answers.filter((answer) => answer.statusCode === 409)) {
      expect([M.slotUnavailable, M.slotTaken]).toContain(answer.json().message);
    }
    expect(await sessionRows(alumni)).toBe(1);
  });

  it.runIf(isPostgres)('holds a weekly cap of 1 when two students book different slots at once', async () => {
    const alumni = await mentorWithHours(app, { weeklyCap: 1 });
    const [first, second] = [await menteeOf(app, alumni), await menteeOf(app, alumni)];
    const answers = await Promise.all([
      bookAt(app, first, '2026-03-24T16:00:00.000Z'),
      bookAt(app, second, '2026-03-26T17:00:00.000Z'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(M.weeklyCapReached);
    expect(await sessionRows(alumni)).toBe(1);
  });
});
