import {
  WAITLIST_MESSAGES as M,
  seatTakenMessage,
  WAITLIST_MAIL_MESSAGES as T,
  WORKSHOP_MESSAGES as W,
  waitlistJoinedMessage,
} from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs, workshopCountMismatches } from '../../../test/workshops';
import { rotateWaitlists } from './waitlist.service';

const HOUR = 60 * 60 * 1000;

describe('workshop waitlists', async () => {
  const { app, clock, mail } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const alumni = await createUserWithProfile(app, 'alumni');
  const students = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const user = await createUser(app, { role: 'student' });
        const { token } = await signIn(app, user.email);
        return { id: user.id, name: user.name, email: user.email, token };
      }),
    );
  type Student = Awaited<ReturnType<typeof students>>[number];
  const call = (
    method: 'POST' | 'DELETE' | 'GET' | 'PATCH' | 'PUT',
    url: string,
    token: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/alumni-features${url}`, headers: bearer(token), payload });
  const join = (student: Student, id: string) => call('POST', `/workshop/${id}/waitlist`, student.token);
  const myWaitlists = async (student: Student) =>
    (await call('GET', '/my-waitlists', student.token)).json().data as Array<{
      workshopId: string;
      status: string;
      position: number | null;
      offerExpiresAt: string | null;
    }>;
  const entries = async (workshopId: string) => {
    const result = await app.ctx.db.execute(
      sql`select student_id::text as "studentId", status, seq::int as seq from workshop_waitlist where workshop_id = ${workshopId} order by seq`,
    );
    return (result as unknown as { rows: Array<{ studentId: string; status: string; seq: number }> }).rows;
  };
  /** Workshops whose held_count differs from their Offered entries, or whose seats taken pass capacity. */
  const heldMismatches = async () => {
    const result = await app.ctx.db.execute(sql`
      select w.id from workshops w
      where w.held_count <> (select count(*) from workshop_waitlist q where q.workshop_id = w.id and q.status = 'Offered')
        or w.confirmed_count + w.held_count > w.max_participants`);
    return (result as unknown as { rows: unknown[] }).rows;
  };
  const fullWorkshop = async (seats: number, overrides: Record<string, unknown> = {}) => {
    const workshop = await createWorkshopAs(app, alumni.token, { maxParticipants: seats, ...overrides });
    const booked = await students(seats);
    const bookingIds: string[] = [];
    for (const student of booked) {
      const id = (await bookAs(app, student.token, workshop._id)).json().data._id as string;
      const decided = await call('PUT', `/workshop/${workshop._id}/booking/${id}`, alumni.token, {
        status: 'Confirmed',
      });
      expect(decided.statusCode).toBe(200);
      bookingIds.push(id);
    }
    return { workshop, booked, bookingIds };
  };
  const cancel = (student: Student, bookingId: string) =>
    call('PATCH', `/my-bookings/${bookingId}/cancel`, student.token);
  type Notice = { _id: string; title: string; body: string; link: string };
  const inbox = async (person: { email: string; token: string }) => {
    const notices: Notice[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/notifications?limit=50&page=${page}`,
        headers: bearer(person.token),
      });
      notices.push(...(response.json().data as Notice[]));
      pages = response.json().pages;
    }
    return { mails: (await mailsTo(app, mail, person.email)).map((m) => m.subject), notices };
  };
  /** The inboxes of `people`, read one after the other so the outbox is delivered before each is read. */
  const inboxes = async (people: Array<{ email: string; token: string }>) => {
    const read: Array<Awaited<ReturnType<typeof inbox>>> = [];
    for (const person of people) read.push(await inbox(person));
    return read;
  };
  /** What `person` received since `before` (an inbox read earlier): new mails in order, new notifications. */
  const receivedSince = async (
    person: { email: string; token: string },
    before: Awaited<ReturnType<typeof inbox>>,
  ) => {
    const now = await inbox(person);
    const seen = new Set(before.notices.map((notice) => notice._id));
    return {
      mails: now.mails.slice(before.mails.length),
      notices: now.notices
        .filter((notice) => !seen.has(notice._id))
        .map(({ title, body, link }) => ({ title, body, link })),
    };
  };

  it('queues 30 students in order and offers 5 freed seats to the first 5, exactly once', async () => {
    const { workshop, booked, bookingIds } = await fullWorkshop(10);
    const waiting = await students(30);
    const joined = await Promise.all(waiting.map((student) => join(student, workshop._id)));
    expect(joined.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
    const positions = joined.map((response) => response.json().data.position as number);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(joined[0]!.json().message).toBe(waitlistJoinedMessage(positions[0]!));
    const queue = await entries(workshop._id);
    const byPosition = [...waiting].sort(
      (a, b) => positions[waiting.indexOf(a)]! - positions[waiting.indexOf(b)]!,
    );
    expect(queue.map((entry) => entry.studentId)).toEqual(byPosition.map((student) => student.id));

    const cancelled = await Promise.all([0, 1, 2, 3, 4].map((i) => cancel(booked[i]!, bookingIds[i]!)));
    expect(cancelled.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    const after = await entries(workshop._id);
    expect(after.filter((entry) => entry.status === 'Offered').map((entry) => entry.studentId)).toEqual(
      byPosition.slice(0, 5).map((student) => student.id),
    );
    expect(after.filter((entry) => entry.status === 'Waiting')).toHaveLength(25);
    expect(await heldMismatches()).toEqual([]);
    expect(await workshopCountMismatches(app)).toEqual([]);

    // Each of the five is told once, by mail; the next in line moved up to position 1.
    for (const student of byPosition.slice(0, 6)) {
      const offers = (await mailsTo(app, mail, student.email)).filter((m) =>
        m.subject.startsWith('A seat is held for you'),
      );
      expect(offers).toHaveLength(byPosition.indexOf(student) < 5 ? 1 : 0);
    }
    const [first] = await myWaitlists(byPosition[0]!);
    expect(first).toMatchObject({ workshopId: workshop._id, status: 'Offered', position: null });
    expect(new Date(first!.offerExpiresAt!).getTime()).toBe(clock.now().getTime() + 12 * HOUR);
    expect((await myWaitlists(byPosition[5]!))[0]).toMatchObject({ status: 'Waiting', position: 1 });

    const outsider = (await students(1))[0]!;
    const refused = await bookAs(app, outsider.token, workshop._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(W.fullyBooked);

    // The first takes the seat; the second declines and the next in line is offered it.
    const accepted = await call('POST', `/workshop/${workshop._id}/waitlist/accept`, byPosition[0]!.token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ message: M.accepted, data: { status: 'Confirmed' } });
    const bookings = (await call('GET', '/my-bookings', byPosition[0]!.token)).json().data;
    expect(bookings[0]).toMatchObject({ workshopId: workshop._id, status: 'Confirmed' });
    const confirmation = (await mailsTo(app, mail, byPosition[0]!.email)).at(-1)!;
    expect(confirmation.subject).toBe(`Booking confirmed: ${'System Design Deep Dive'}`);
    expect(Buffer.from(confirmation.attachments[0]!.content, 'base64').toString()).toContain(
      `UID:workshop-booking-${accepted.json().data._id}@mentorbridge`,
    );
    const declined = await call('POST', `/workshop/${workshop._id}/waitlist/decline`, byPosition[1]!.token);
    expect(declined.json()).toEqual({ success: true, message: M.declined });
    expect((await myWaitlists(byPosition[5]!))[0]).toMatchObject({ status: 'Offered', position: null });
    expect((await myWaitlists(byPosition[6]!))[0]).toMatchObject({ status: 'Waiting', position: 1 });
    const again = await call('POST', `/workshop/${workshop._id}/waitlist/accept`, byPosition[1]!.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.noOffer);
    expect(await heldMismatches()).toEqual([]);
    expect(await workshopCountMismatches(app)).toEqual([]);

    // The holds run out: the job releases them and offers the seats to the next in line, once.
    clock.advance(12 * HOUR + 1000);
    const late = await call('POST', `/workshop/${workshop._id}/waitlist/accept`, byPosition[2]!.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.offerExpired);
    const [rotated, second] = await Promise.all([rotateWaitlists(app.ctx), rotateWaitlists(app.ctx)]);
    expect(rotated + second).toBe(8); // 4 released (positions 3, 4, 5, 6), 4 offered (7 to 10)
    const final = await entries(workshop._id);
    const statusOf = (student: Student) => final.find((entry) => entry.studentId === student.id)!.status;
    expect(byPosition.slice(0, 11).map(statusOf)).toEqual([
      'Accepted',
      'Declined',
      'Expired',
      'Expired',
      'Expired',
      'Expired',
      'Offered',
      'Offered',
      'Offered',
      'Offered',
      'Waiting',
    ]);
    expect(await rotateWaitlists(app.ctx)).toBe(0);
    const released = (await mailsTo(app, mail, byPosition[2]!.email)).at(-1)!;
    expect(released.subject).toBe('Held seat released: System Design Deep Dive');
    expect(await heldMismatches()).toEqual([]);
    expect(await workshopCountMismatches(app)).toEqual([]);
  });

  it('tells the students waiting when the host cancels the workshop, and closes the queue', async () => {
    const title = 'Mock Interview Marathon';
    const { workshop, booked } = await fullWorkshop(1, { title });
    const [waiting] = (await students(1)) as [Student];
    expect((await join(waiting, workshop._id)).json().data.position).toBe(1);
    const deleted = await call('DELETE', `/workshop/${workshop._id}`, alumni.token);
    expect(deleted.statusCode).toBe(200);
    expect(await myWaitlists(waiting)).toEqual([]);
    const told = (await mailsTo(app, mail, waiting.email)).map((m) => m.subject);
    expect(told).toContain(`Workshop cancelled: ${title}`);
    const bookedTold = (await mailsTo(app, mail, booked[0]!.email)).map((m) => m.subject);
    expect(bookedTold).not.toContain(`Workshop cancelled: ${title}`);
    const notices = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(waiting.token),
    });
    expect(notices.json().data[0]).toMatchObject({
      title: `Workshop cancelled: ${title}`,
      link: '/student-dashboard',
      read: false,
    });
  });

  it('tells the host once, by mail and notification, when a waitlisted student takes a held seat', async () => {
    const title = 'Resume Clinic';
    const { workshop, booked, bookingIds } = await fullWorkshop(1, { title });
    const [taker, next] = (await students(2)) as [Student, Student];
    await join(taker, workshop._id);
    await join(next, workshop._id);
    expect((await cancel(booked[0]!, bookingIds[0]!)).statusCode).toBe(200);
    expect((await myWaitlists(taker))[0]).toMatchObject({ status: 'Offered' });
    const host = { email: alumni.email, token: alumni.token };
    const [hostBefore, takerBefore, nextBefore] = await inboxes([host, taker, next]);

    const accepted = await call('POST', `/workshop/${workshop._id}/waitlist/accept`, taker.token);
    expect(accepted.statusCode).toBe(201);

    const subject = `Seat taken from the waitlist: ${title}`;
    expect(await receivedSince(host, hostBefore!)).toEqual({
      mails: [subject],
      notices: [
        {
          title: subject,
          body: `${seatTakenMessage(taker.name)} ${T.seatTaken}`,
          link: '/alumni-dashboard',
        },
      ],
    });
    const hostMail = (await mailsTo(app, mail, alumni.email)).at(-1)!;
    expect(hostMail.text).toContain(`Workshop: ${title}`);
    expect(hostMail.text).toContain(seatTakenMessage(taker.name));
    // The student who took the seat has their confirmation only; the next in line hears nothing.
    expect((await receivedSince(taker, takerBefore!)).mails).toEqual([`Booking confirmed: ${title}`]);
    expect(await receivedSince(next, nextBefore!)).toEqual({ mails: [], notices: [] });
  });

  it('tells the students still waiting or holding a seat when the workshop is completed, and nobody else', async () => {
    const title = 'Aptitude Sprint';
    const { workshop, booked, bookingIds } = await fullWorkshop(2, { title });
    const [declined, holding, waiting, left] = (await students(4)) as [Student, Student, Student, Student];
    for (const student of [declined, holding, waiting, left]) await join(student, workshop._id);
    expect((await call('DELETE', `/workshop/${workshop._id}/waitlist`, left.token)).statusCode).toBe(200);
    // A freed seat goes to the first in line, who declines it: the next holds it, one still waits.
    expect((await cancel(booked[1]!, bookingIds[1]!)).statusCode).toBe(200);
    expect(
      (await call('POST', `/workshop/${workshop._id}/waitlist/decline`, declined.token)).statusCode,
    ).toBe(200);
    expect((await myWaitlists(holding))[0]).toMatchObject({ status: 'Offered' });
    expect((await myWaitlists(waiting))[0]).toMatchObject({ status: 'Waiting', position: 1 });
    const host = { email: alumni.email, token: alumni.token };
    const everyone = [holding, waiting, declined, left, booked[0]!, booked[1]!, host];
    const before = await inboxes(everyone);

    const completed = await call('PATCH', `/workshop/${workshop._id}/complete`, alumni.token, {
      attendance: [],
    });
    expect(completed.json()).toEqual({ success: true, message: W.completed });

    const subject = `Waitlist closed: ${title}`;
    const told = {
      mails: [subject],
      notices: [{ title: subject, body: `${T.tookPlace} ${T.noLongerWaiting}`, link: '/student-dashboard' }],
    };
    const received = [];
    for (const [i, person] of everyone.entries()) received.push(await receivedSince(person, before[i]!));
    expect(received).toEqual([told, told, ...Array(5).fill({ mails: [], notices: [] })]);
    const closedMail = (await mailsTo(app, mail, waiting.email)).at(-1)!;
    expect(closedMail.text).toContain(`Workshop: ${title}`);
    expect(closedMail.text).toContain(T.tookPlace);
    const statuses = Object.fromEntries((await entries(workshop._id)).map((e) => [e.studentId, e.status]));
    expect([declined, holding, waiting].map((student) => statuses[student.id])).toEqual([
      'Declined',
      'Closed',
      'Closed',
    ]);
    expect(await myWaitlists(holding)).toEqual([]);
    expect(await heldMismatches()).toEqual([]);
  });

  it('refuses clear cases with their messages, and lets a student leave', async () => {
    const open = await createWorkshopAs(app, alumni.token, { maxParticipants: 5 });
    const [student, other] = (await students(2)) as [Student, Student];
    const notFull = await join(student, open._id);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().message).toBe(M.notFull);

    const { workshop, booked } = await fullWorkshop(1);
    const mine = await join(booked[0]!, workshop._id);
    expect(mine.json().message).toBe(M.alreadyBooked);
    expect((await join(student, workshop._id)).json().data.position).toBe(1);
    const twice = await join(student, workshop._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyWaiting);
    expect((await join(other, workshop._id)).json().data.position).toBe(2);

    const left = await call('DELETE', `/workshop/${workshop._id}/waitlist`, student.token);
    expect(left.json()).toEqual({ success: true, message: M.left });
    expect(await myWaitlists(student)).toEqual([]);
    expect((await myWaitlists(other))[0]).toMatchObject({ position: 1 });
    const notWaiting = await call('DELETE', `/workshop/${workshop._id}/waitlist`, student.token);
    expect(notWaiting.statusCode).toBe(404);
    expect(notWaiting.json().message).toBe(M.notWaiting);

    const form = {
      title: 'System Design Deep Dive',
      description: 'Design a URL shortener together, then review your own designs.',
      category: 'System Design',
      scheduledDate: new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString(),
      duration: 90,
      maxParticipants: 2,
      meetingLink: 'https://meet.example.com/sd-101',
    };
    const edited = await call('PUT', `/workshop/${workshop._id}`, alumni.token, form);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ heldCount: 1, availableSlots: 0 });
    expect((await myWaitlists(other))[0]).toMatchObject({ status: 'Offered' });

    const unknown = await call(
      'POST',
      '/workshop/00000000-0000-4000-8000-000000000000/waitlist',
      student.token,
    );
    expect(unknown.statusCode).toBe(404);
    // The workshop started (moved into the past behind the form's back).
    await app.ctx.db.execute(
      sql`update workshops set scheduled_at = ${new Date(clock.now().getTime() - HOUR)} where id = ${workshop._id}`,
    );
    const past = await join(student, workshop._id);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(M.past);
    expect(await myWaitlists(other)).toEqual([]);
  });
});
