import { ADMIN_MESSAGES as M, zonedToUtc } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { type Session, session } from '../../../test/admin-console';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { mentorSessions } from '../../db/schema/mentor-sessions';
import { mentorshipRequests } from '../../db/schema/mentorship';

/** The platform zone of the tests is Asia/Kolkata. */
const ist = (day: string, time = '12:00') => zonedToUtc(day, time, 'Asia/Kolkata');
const OLD = new Date('2020-01-01T00:00:00Z');

type Status = 'booked' | 'cancelled' | 'completed' | 'no_show';

describe('admin console: session analytics', async () => {
  const { app, clock } = await createTestApp();
  const db = app.ctx.db;
  const admin = await session(app, 'admin', { createdAt: OLD });
  const get = (query = '', caller: Session = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/analytics/sessions${query}`, headers: caller.headers });

  const alumni = await createUser(app, { role: 'alumni', name: 'Mentor', createdAt: OLD });
  const mentorship = async (acceptedAt: Date) => {
    const student = await createUser(app, { createdAt: OLD });
    const [row] = await db
      .insert(mentorshipRequests)
      .values({
        studentId: student.id,
        alumniId: alumni.id,
        requestType: 'Career Guidance',
        message: 'Hello',
        status: 'accepted',
        createdAt: new Date(acceptedAt.getTime() - 60 * 60 * 1000),
        respondedAt: acceptedAt,
        acceptedAt,
      })
      .returning();
    return row!;
  };
  const sessionOf = (
    request: { id: string; studentId: string },
    createdAt: Date,
    startsAt: Date,
    status: Status,
  ) =>
    db.insert(mentorSessions).values({
      mentorshipId: request.id,
      studentId: request.studentId,
      alumniId: alumni.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60 * 1000),
      timeZone: 'Asia/Kolkata',
      status,
      createdAt,
    });

  // Accepted in the range and measured to their first session not cancelled (a no-show counts: it was
  // booked and due): m1 48 h (a cancelled one at 32 h does not count), m2 24 h (its no-show),
  // m3 240 h (still booked, after the range), m7 24 h. Median of 24, 24, 48, 240: 36.
  const m1 = await mentorship(ist('2026-03-02', '10:00'));
  await sessionOf(m1, ist('2026-03-02', '12:00'), ist('2026-03-04', '10:00'), 'completed');
  await sessionOf(m1, ist('2026-03-03', '09:00'), ist('2026-03-03', '18:00'), 'cancelled');
  const m2 = await mentorship(ist('2026-03-05', '09:00'));
  await sessionOf(m2, ist('2026-03-05', '10:00'), ist('2026-03-06', '09:00'), 'no_show');
  // 00:30 on Monday the 9th in Kolkata is still Sunday in UTC: it belongs to the second week.
  await sessionOf(m2, ist('2026-03-09', '00:30'), ist('2026-03-10', '09:00'), 'completed');
  const m3 = await mentorship(ist('2026-03-10', '12:00'));
  await sessionOf(m3, ist('2026-03-10', '13:00'), ist('2026-03-20', '12:00'), 'booked');
  await sessionOf(m3, ist('2026-03-15', '23:30'), ist('2026-03-25', '12:00'), 'booked');
  // Booked just after the range in Kolkata, inside it in UTC.
  await sessionOf(m3, ist('2026-03-16', '00:30'), ist('2026-03-27', '12:00'), 'booked');
  // Accepted before the range: its session is held in the range but is not a first session of it.
  const m4 = await mentorship(ist('2026-02-20'));
  await sessionOf(m4, ist('2026-02-21'), ist('2026-03-03', '15:00'), 'completed');
  // Accepted in the range with no session, and with only a cancelled one: neither is measured.
  await mentorship(ist('2026-03-12'));
  const m6 = await mentorship(ist('2026-03-11', '10:00'));
  await sessionOf(m6, ist('2026-03-11', '11:00'), ist('2026-03-11', '22:00'), 'cancelled');
  const m7 = await mentorship(ist('2026-03-12', '10:00'));
  await sessionOf(m7, ist('2026-03-12', '11:00'), ist('2026-03-13', '10:00'), 'completed');

  it('counts bookings per week in the platform zone (cancelled ones too, and apart), the no-show rate and the median', async () => {
    const response = await get('?from=2026-03-02&to=2026-03-15');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        from: '2026-03-02',
        to: '2026-03-15',
        // Booked: m1 two (one cancelled since), m2 one, then m2, m3 two, m6 (cancelled since), m7.
        byWeek: [
          { week: '2026-03-02', booked: 3, completed: 2 },
          { week: '2026-03-09', booked: 5, completed: 2 },
        ],
        booked: 8,
        cancelled: 2,
        completed: 4,
        noShows: 1,
        noShowRate: 20,
        medianHoursToFirstSession: 36,
        firstSessions: 4,
      },
    });
  });

  it('keeps every week of the range, from its Monday', async () => {
    const data = (await get('?from=2026-03-04&to=2026-03-24')).json().data;
    expect(data.byWeek).toEqual([
      // From Wednesday the 4th: m1's booking on the 2nd is outside, its session held on the 4th inside.
      { week: '2026-03-02', booked: 1, completed: 1 },
      { week: '2026-03-09', booked: 5, completed: 2 },
      { week: '2026-03-16', booked: 1, completed: 0 },
      { week: '2026-03-23', booked: 0, completed: 0 },
    ]);
  });

  it('answers zeros and nulls for a range with no session', async () => {
    const data = (await get('?from=2025-06-02&to=2025-06-15')).json().data;
    expect(data).toEqual({
      from: '2025-06-02',
      to: '2025-06-15',
      byWeek: [
        { week: '2025-06-02', booked: 0, completed: 0 },
        { week: '2025-06-09', booked: 0, completed: 0 },
      ],
      booked: 0,
      cancelled: 0,
      completed: 0,
      noShows: 0,
      noShowRate: null,
      medianHoursToFirstSession: null,
      firstSessions: 0,
    });
  });

  it('defaults to the last 12 weeks up to today in the platform time zone', async () => {
    // 20:00 UTC on Sunday the 22nd is Monday the 23rd in Kolkata.
    clock.set(new Date('2026-03-22T20:00:00Z'));
    const data = (await get()).json().data;
    expect(data).toMatchObject({ from: '2026-01-05', to: '2026-03-23' });
    expect(data.byWeek).toHaveLength(12);
    expect(data.booked).toBe(10);
    expect(data.cancelled).toBe(2);
  });

  it('refuses the ranges the analytics refuse', async () => {
    const reversed = await get('?from=2026-03-10&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(M.rangeInvalid);
    const long = await get('?from=2025-01-01&to=2026-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.rangeTooLong);
  });

  it('is for admins only', async () => {
    const student = await session(app, 'student', { createdAt: OLD });
    const mentor = await session(app, 'alumni', { createdAt: OLD });
    expect((await get('', student)).statusCode).toBe(403);
    expect((await get('', mentor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics/sessions' })).statusCode).toBe(401);
  });
});
