import { POINT_EVENT_KINDS, POINT_REASONS, type PointEventKind } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { findStats } from './leaderboard.repository';
import { awardPoints, recordRatingReceived, reversePoints } from './points.service';

const HOUR = 60 * 60 * 1000;

describe('the points ledger', async () => {
  // 10:00 UTC is 15:30 in Asia/Kolkata, the platform time zone.
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T10:00:00Z') });
  const pay = (userId: string, kind: PointEventKind, sourceId: string) =>
    app.ctx.db.transaction((tx) => awardPoints(app.ctx, tx, userId, { kind, sourceType: 'test', sourceId }));
  const reverse = (kind: PointEventKind, sourceId: string) =>
    app.ctx.db.transaction((tx) => reversePoints(app.ctx, tx, { kind, sourceType: 'test', sourceId }));
  const stats = async (userId: string) => (await findStats(app.ctx.db, userId))!;
  const ledgerSum = async (userId: string) => {
    const result = await app.ctx.db.execute(
      sql`select coalesce(sum(points), 0)::int as total from points_ledger where user_id = ${userId}`,
    );
    return (result as unknown as { rows: Array<{ total: number }> }).rows[0]!.total;
  };
  const nextDay = () => clock.advance(24 * HOUR);

  it('lists the same event kinds as the database accepts', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    for (const kind of POINT_EVENT_KINDS) {
      nextDay();
      expect(await pay(alumni.id, kind, `kind-${kind}`)).not.toBeNull();
    }
  });

  it('pays each source once: a replay pays nothing', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    expect(await pay(alumni.id, 'mentorship_accepted', 'once')).toEqual({ points: 10, reason: null });
    expect(await pay(alumni.id, 'mentorship_accepted', 'once')).toBeNull();
    expect((await stats(alumni.id)).points).toBe(10);
    expect((await stats(alumni.id)).acceptedMentorships).toBe(1);
    // Another kind with the same source id is another source.
    expect(await pay(alumni.id, 'experience_posted', 'once')).toEqual({ points: 15, reason: null });
  });

  it('reverses what a source paid, once, and nothing for a source that never paid', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    await pay(alumni.id, 'resource_published', 'res-1');
    await pay(alumni.id, 'helpful_vote', 'vote-1');
    expect(await reverse('resource_published', 'res-1')).toEqual({ points: -10, reason: null });
    expect(await reverse('resource_published', 'res-1')).toBeNull();
    expect(await reverse('resource_published', 'never-paid')).toBeNull();
    const after = await stats(alumni.id);
    expect(after).toMatchObject({ points: 2, resourcesShared: 0, helpfulVotes: 1 });
    expect(await ledgerSum(alumni.id)).toBe(2);
  });

  it('caps positive points at 200 a platform day: 199 + 10 pays 1, then nothing, until midnight in Kolkata', async () => {
    clock.set(new Date('2026-12-01T12:00:00Z')); // 17:30 IST
    const alumni = await createUser(app, { role: 'alumni' });
    // 7 × 25 + 24 = 199.
    for (let i = 0; i < 7; i++) await pay(alumni.id, 'workshop_hosted', `cap-host-${i}`);
    for (let i = 0; i < 2; i++) await pay(alumni.id, 'five_star_feedback', `cap-five-${i}`);
    await pay(alumni.id, 'helpful_vote', 'cap-vote-1');
    await pay(alumni.id, 'helpful_vote', 'cap-vote-2');
    expect((await stats(alumni.id)).points).toBe(199);
    expect(await pay(alumni.id, 'five_star_feedback', 'cap-five-3')).toEqual({
      points: 1,
      reason: POINT_REASONS.dailyCap,
    });
    expect(await pay(alumni.id, 'mentorship_accepted', 'cap-accept')).toEqual({
      points: 0,
      reason: POINT_REASONS.dailyCap,
    });
    expect(await stats(alumni.id)).toMatchObject({ points: 200, fiveStarRatings: 3, acceptedMentorships: 1 });
    // 18:29 UTC is 23:59 IST, still the same platform day; 18:31 UTC is the next one.
    clock.set(new Date('2026-12-01T18:29:00Z'));
    expect((await pay(alumni.id, 'helpful_vote', 'cap-vote-3'))?.points).toBe(0);
    clock.set(new Date('2026-12-01T18:31:00Z'));
    expect((await pay(alumni.id, 'helpful_vote', 'cap-vote-4'))?.points).toBe(2);
  });

  it('never takes a total below 0, and says so', async () => {
    nextDay();
    const alumni = await createUser(app, { role: 'alumni' });
    await pay(alumni.id, 'helpful_vote', 'floor-vote');
    expect(await pay(alumni.id, 'request_missed', 'floor-missed-1')).toEqual({
      points: -2,
      reason: POINT_REASONS.floor,
    });
    expect(await pay(alumni.id, 'request_missed', 'floor-missed-2')).toEqual({
      points: 0,
      reason: POINT_REASONS.floor,
    });
    expect(await stats(alumni.id)).toMatchObject({ points: 0, missedRequests: 2 });
    // A reversal of a vote already lost to penalties takes nothing more.
    expect(await reverse('helpful_vote', 'floor-vote')).toEqual({ points: 0, reason: POINT_REASONS.floor });
    expect((await stats(alumni.id)).points).toBe(0);
  });

  it('counts streaks by days of the platform time zone, across its midnight', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    clock.set(new Date('2026-12-10T18:20:00Z')); // 23:50 IST on the 10th
    await pay(alumni.id, 'helpful_vote', 'streak-1');
    clock.set(new Date('2026-12-10T18:40:00Z')); // 00:10 IST on the 11th, the same UTC day
    await pay(alumni.id, 'helpful_vote', 'streak-2');
    await pay(alumni.id, 'helpful_vote', 'streak-3');
    clock.set(new Date('2026-12-12T04:00:00Z'));
    await pay(alumni.id, 'helpful_vote', 'streak-4');
    expect(await stats(alumni.id)).toMatchObject({ currentStreak: 3, longestStreak: 3 });
    clock.set(new Date('2026-12-14T04:00:00Z')); // a day without a contribution breaks it
    await pay(alumni.id, 'helpful_vote', 'streak-5');
    expect(await stats(alumni.id)).toMatchObject({ currentStreak: 1, longestStreak: 3 });
    clock.set(new Date('2026-12-15T04:00:00Z'));
    await pay(alumni.id, 'request_missed', 'streak-missed');
    expect(await stats(alumni.id)).toMatchObject({ currentStreak: 1, lastContributionDay: '2026-12-14' });
  });

  it('keeps the total and the cap exact under 20 simultaneous events for one user', async () => {
    clock.set(new Date('2027-01-05T06:00:00Z'));
    const alumni = await createUser(app, { role: 'alumni' });
    const paid = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(alumni.id, 'workshop_attendee', `race-${i}`)),
    );
    const points = paid.map((event) => event?.points);
    expect(points.filter((value) => value === 20)).toHaveLength(10);
    expect(points.filter((value) => value === 0)).toHaveLength(10);
    expect(await stats(alumni.id)).toMatchObject({ points: 200, mentorshipSessions: 20, capPoints: 200 });
    expect(await ledgerSum(alumni.id)).toBe(200);
  });

  it('keeps the rating average and count of feedback received', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    for (const rating of [5, 4, 4])
      await app.ctx.db.transaction((tx) => recordRatingReceived(tx, alumni.id, rating));
    expect(await stats(alumni.id)).toMatchObject({ ratingSum: 13, ratingCount: 3, ratingAverage: 4.33 });
  });

  it('gives every alumni a stats row from the start, and no one else', async () => {
    const alumni = await createUser(app, { role: 'alumni' });
    const student = await createUser(app, { role: 'student' });
    expect(await findStats(app.ctx.db, alumni.id)).toMatchObject({ isRanked: true, points: 0 });
    expect(await findStats(app.ctx.db, student.id)).toBeUndefined();
  });

  it('makes the stats row of a user who has none when they are first paid, ranked only for an alumni', async () => {
    const student = await createUser(app, { role: 'student' });
    const alumni = await createUser(app, { role: 'alumni' });
    await app.ctx.db.execute(sql`delete from user_stats where user_id = ${alumni.id}`);
    nextDay();
    expect(await pay(student.id, 'experience_posted', 'first-student')).toEqual({ points: 15, reason: null });
    expect(await pay(alumni.id, 'experience_posted', 'first-alumni')).toEqual({ points: 15, reason: null });
    expect(await stats(student.id)).toMatchObject({ isRanked: false, points: 15, interviewExperiences: 1 });
    expect(await stats(alumni.id)).toMatchObject({ isRanked: true, points: 15, interviewExperiences: 1 });
    expect((await stats(alumni.id)).joinedAt.getTime()).toBe(alumni.createdAt.getTime());
  });
});
