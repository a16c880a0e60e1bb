import { ADMIN_MESSAGES as M, zonedToUtc } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { type Session, session } from '../../../test/admin-console';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { companyInsightRatings, companyInsights } from '../../db/schema/company-insights';
import { interviewExperiences, interviewHelpfulVotes } from '../../db/schema/interview-experiences';
import { pointsLedger } from '../../db/schema/leaderboard';
import { mentorshipRequests } from '../../db/schema/mentorship';
import { workshopBookings, workshops } from '../../db/schema/workshops';

const ist = (day: string, time = '12:00') => zonedToUtc(day, time, 'Asia/Kolkata');
const HOUR = 60 * 60 * 1000;
const OLD = new Date('2020-01-01T00:00:00Z');

describe('admin console: analytics', async () => {
  const { app, clock } = await createTestApp();
  const db = app.ctx.db;
  const admin = await session(app, 'admin', { createdAt: OLD });
  const get = (query = '', caller: Session = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/analytics${query}`, headers: caller.headers });

  const person = (role: 'student' | 'alumni' | 'admin', name: string, createdAt: Date, complete = false) =>
    createUser(app, { role, name, createdAt, isProfileComplete: complete });
  const studentA = await person('student', 'Student A', ist('2026-03-02', '01:30'), true);
  const studentB = await person('student', 'Student B', ist('2026-03-04'));
  const alumniC = await person('alumni', 'Alumni C', ist('2026-03-08', '23:59'), true);
  const alumniD = await person('alumni', 'Alumni D', ist('2026-03-09', '00:00'));
  const adminE = await person('admin', 'Admin E', ist('2026-03-15', '23:00'));
  const alumniGone = await createUser(app, {
    role: 'alumni',
    name: 'Alumni Gone',
    createdAt: OLD,
    isActive: false,
  });
  await person('student', 'Too Early', ist('2026-03-01', '23:30'), true);
  await person('student', 'Too Late', ist('2026-03-16', '00:30'));
  const s = [
    await person('student', 'S1', OLD),
    await person('student', 'S2', OLD),
    await person('student', 'S3', OLD),
    await person('student', 'S4', OLD),
  ] as const;

  // Mentorship: six requests in the range (answered after 2, 10, 4 and 7 hours; one pending; one archived
  // unanswered), one outside it.
  const request = (
    studentId: string,
    createdAt: Date,
    status: string,
    answeredAfterHours: number | null,
  ) => ({
    studentId,
    alumniId: alumniC.id,
    requestType: 'Career Guidance',
    message: 'Hello',
    status: status as 'pending',
    createdAt,
    respondedAt:
      answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * HOUR),
  });
  await db
    .insert(mentorshipRequests)
    .values([
      request(s[0].id, ist('2026-03-03', '10:00'), 'pending', null),
      request(s[1].id, ist('2026-03-04', '10:00'), 'accepted', 2),
      request(s[2].id, ist('2026-03-05', '10:00'), 'rejected', 10),
      request(s[3].id, ist('2026-03-06', '10:00'), 'accepted', 4),
      request(s[0].id, ist('2026-03-07', '10:00'), 'archived', null),
      request(s[1].id, ist('2026-03-10', '10:00'), 'accepted', 7),
      request(s[2].id, ist('2026-03-20', '10:00'), 'accepted', 1),
      request(s[3].id, ist('2026-03-01', '23:00'), 'rejected', 3),
    ]);

  // Workshops: two completed in the range (10 + 5 seats, 3 + 2 attended), one upcoming, one completed after.
  const workshop = async (category: string, maxParticipants: number, completedAt: Date | null) => {
    const [row] = await db
      .insert(workshops)
      .values({
        alumniId: alumniC.id,
        title: `${category} workshop`,
        description: 'A workshop',
        category,
        maxParticipants,
        scheduledAt: completedAt ?? ist('2026-04-10'),
        completedAt,
      })
      .returning();
    return row!.id;
  };
  const booking = (workshopId: string, studentId: string, status: string, bookedAt: Date) => ({
    workshopId,
    studentId,
    status: status as 'Pending',
    bookedAt,
  });
  const w1 = await workshop('System Design', 10, ist('2026-03-05', '18:00'));
  const w2 = await workshop('DSA', 5, ist('2026-03-12', '18:00'));
  const w3 = await workshop('DSA', 8, null);
  const w4 = await workshop('Career', 4, ist('2026-04-01', '18:00'));
  await db
    .insert(workshopBookings)
    .values([
      booking(w1, s[0].id, 'Completed', ist('2026-03-03')),
      booking(w1, s[1].id, 'Completed', ist('2026-03-03')),
      booking(w1, s[2].id, 'Completed', ist('2026-03-03')),
      booking(w1, s[3].id, 'Cancelled', ist('2026-03-03')),
      booking(w2, s[0].id, 'Completed', ist('2026-03-04')),
      booking(w2, s[1].id, 'Completed', ist('2026-03-04')),
      booking(w2, s[2].id, 'Cancelled', ist('2026-03-04')),
      booking(w3, s[0].id, 'Confirmed', ist('2026-03-10')),
      booking(w3, s[1].id, 'Confirmed', ist('2026-03-10')),
      booking(w3, s[2].id, 'Pending', ist('2026-03-20')),
      booking(w4, s[0].id, 'Completed', ist('2026-02-20')),
    ]);

  // Companies: Acme has two experiences in the range (one spelled 'acme ') and one vote; Globex three votes
  // on an older experience and two ratings; Initech one rating in the range and one before it.
  const experience = async (company: string, createdAt: Date) => {
    const [row] = await db
      .insert(interviewExperiences)
      .values({ alumniId: alumniC.id, company, questions: [], createdAt, updatedAt: createdAt })
      .returning({ id: interviewExperiences.id });
    return row!.id;
  };
  const e1 = await experience('Acme', ist('2026-03-03'));
  await experience('acme ', ist('2026-03-10'));
  const e3 = await experience('Globex', ist('2026-02-01'));
  await db.insert(interviewHelpfulVotes).values([
    { experienceId: e3, userId: s[0].id, createdAt: ist('2026-03-05') },
    { experienceId: e3, userId: s[1].id, createdAt: ist('2026-03-05') },
    { experienceId: e3, userId: s[2].id, createdAt: ist('2026-03-05') },
    { experienceId: e1, userId: s[0].id, createdAt: ist('2026-03-06') },
    { experienceId: e1, userId: s[1].id, createdAt: ist('2026-03-20') },
  ]);
  const insight = async (company: string) => {
    const [row] = await db
      .insert(companyInsights)
      .values({ creatorId: alumniC.id, company, logo: 'G', industry: 'Tech', recruitmentPattern: 'Campus' })
      .returning({ id: companyInsights.id });
    return row!.id;
  };
  const i1 = await insight('Globex');
  const i2 = await insight('Initech');
  const rating = (insightId: string, userId: string, at: Date) => ({
    insightId,
    userId,
    rating: 4,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insert(companyInsightRatings)
    .values([
      rating(i1, s[0].id, ist('2026-03-07')),
      rating(i1, s[1].id, ist('2026-03-08')),
      rating(i2, s[0].id, ist('2026-03-09')),
      rating(i2, s[2].id, ist('2026-02-01')),
    ]);

  // Points: D earns 25, A 20, C 15 + 10 − 15 (and 100 before the range), B 10 − 10 (nothing net); the
  // admin 30 and the deactivated alumni 40, whom the leaderboard does not rank.
  let source = 0;
  const points = (userId: string, amount: number, at: Date, isReversal = false) => ({
    userId,
    kind: 'experience_posted',
    sourceType: 'test',
    sourceId: String(isReversal ? source : ++source),
    isReversal,
    nominalPoints: amount,
    points: amount,
    occurredAt: at,
    day: at.toISOString().slice(0, 10),
  });
  await db
    .insert(pointsLedger)
    .values([
      points(alumniC.id, 15, ist('2026-03-03')),
      points(alumniC.id, 10, ist('2026-03-10')),
      points(alumniC.id, 100, ist('2026-02-01')),
      points(alumniD.id, 25, ist('2026-03-05')),
      points(studentA.id, 20, ist('2026-03-06')),
      points(studentB.id, 10, ist('2026-03-07')),
      points(studentB.id, -10, ist('2026-03-08'), true),
      points(adminE.id, 30, ist('2026-03-09')),
      points(alumniGone.id, 40, ist('2026-03-09')),
    ]);
  await db
    .insert(pointsLedger)
    .values({ ...points(alumniC.id, -15, ist('2026-03-11')), sourceId: '1', isReversal: true });

  it('computes every figure of a hand-counted fixture', async () => {
    const response = await get('?from=2026-03-02&to=2026-03-15');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        from: '2026-03-02',
        to: '2026-03-15',
        signupsByWeek: [
          {
            week: '2026-03-02',
            signups: { student: 2, alumni: 1, admin: 0 },
            completedProfiles: { student: 1, alumni: 1, admin: 0 },
          },
          {
            week: '2026-03-09',
            signups: { student: 0, alumni: 1, admin: 1 },
            completedProfiles: { student: 0, alumni: 0, admin: 0 },
          },
        ],
        mentorship: {
          byStatus: { pending: 1, accepted: 3, rejected: 1, archived: 1, ended: 0 },
          medianHoursToAnswer: 5.5,
          responseRate: 66.7,
        },
        workshops: {
          held: 2,
          confirmedSeats: 5,
          attendanceRate: 33.3,
          topCategories: [
            { category: 'DSA', bookings: 5 },
            { category: 'System Design', bookings: 4 },
          ],
        },
        topCompanies: [
          { company: 'Globex', experiences: 0, reads: 5 },
          { company: 'Acme', experiences: 2, reads: 1 },
          { company: 'Initech', experiences: 0, reads: 1 },
        ],
        topContributors: [
          { _id: alumniD.id, name: 'Alumni D', role: 'alumni', points: 25 },
          { _id: alumniC.id, name: 'Alumni C', role: 'alumni', points: 10 },
        ],
      },
    });
  });

  it('counts as top contributors only whom the leaderboard ranks: no admin, student or deactivated alumni', async () => {
    const ranked = (
      await app.inject({ method: 'GET', url: '/api/leaderboard?limit=1000', headers: admin.headers })
    ).json() as Array<{ _id: string }>;
    const ids = (await get('?from=2026-03-02&to=2026-03-15'))
      .json()
      .data.topContributors.map((row: { _id: string }) => row._id);
    expect(ids).toEqual([alumniD.id, alumniC.id]);
    expect(ids).not.toContain(adminE.id);
    for (const id of ids) expect(ranked.map((entry) => entry._id)).toContain(id);
    expect(ranked.map((entry) => entry._id)).not.toContain(alumniGone.id);
  });

  it('starts a week on Monday and keeps every week of the range, empty ones too', async () => {
    const data = (await get('?from=2026-03-04&to=2026-03-24')).json().data;
    expect(data.signupsByWeek.map((week: { week: string }) => week.week)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    // From Wednesday: Student A (Monday) is outside; Too Late (the 16th) is inside.
    expect(data.signupsByWeek[0].signups).toEqual({ student: 1, alumni: 1, admin: 0 });
    expect(data.signupsByWeek[2].signups).toEqual({ student: 1, alumni: 0, admin: 0 });
    expect(data.signupsByWeek[3].signups).toEqual({ student: 0, alumni: 0, admin: 0 });
  });

  it('answers nulls and zeros for a range with nothing in it', async () => {
    const data = (await get('?from=2025-06-02&to=2025-06-08')).json().data;
    expect(data).toMatchObject({
      mentorship: {
        byStatus: { pending: 0, accepted: 0, rejected: 0, archived: 0, ended: 0 },
        medianHoursToAnswer: null,
        responseRate: null,
      },
      workshops: { held: 0, confirmedSeats: 0, attendanceRate: null, topCategories: [] },
      topCompanies: [],
      topContributors: [],
    });
  });

  it('defaults to the last 12 weeks up to today in the platform time zone', async () => {
    // Sunday 22 November 2026, 15:30 in Kolkata.
    clock.set(new Date('2026-11-22T10:00:00Z'));
    const sunday = (await get()).json().data;
    expect(sunday).toMatchObject({ from: '2026-08-31', to: '2026-11-22' });
    expect(sunday.signupsByWeek).toHaveLength(12);
    // 20:00 UTC is already Monday the 23rd in Kolkata: a new week.
    clock.set(new Date('2026-11-22T20:00:00Z'));
    expect((await get()).json().data).toMatchObject({ from: '2026-09-07', to: '2026-11-23' });
    expect((await get('?to=2026-03-15')).json().data).toMatchObject({ from: '2025-12-22', to: '2026-03-15' });
  });

  it('takes at most 366 days', async () => {
    expect((await get('?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    const long = await get('?from=2025-01-01&to=2026-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.rangeTooLong);
  });

  it.each([
    ['from=2026-03-10&to=2026-03-01', M.rangeInvalid],
    ['from=2099-01-01', M.rangeInvalid],
    ['from=yesterday', M.dateInvalid],
    ['to=2026-3-1', M.dateInvalid],
    ['from=2026-02-30', M.dateInvalid],
    ['to=0000-01-01', M.dateInvalid],
    ['from=2026-13-01', M.dateInvalid],
  ])('answers 400 to %s', async (query, message) => {
    const response = await get(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for admins only', async () => {
    const student = await session(app, 'student', { createdAt: OLD });
    expect((await get('', student)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
  });
});
