import { type LeaderboardEntry, POINT_REASONS, type PointEventKind } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, updateUserRow } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { snapshotRanks } from './leaderboard.service';
import { awardPoints, recordRatingReceived } from './points.service';

describe('leaderboard', async () => {
  // 06:00 UTC on Wednesday 2 December 2026 is 11:30 in Asia/Kolkata.
  const { app, clock } = await createTestApp({ now: new Date('2026-12-02T06:00:00Z') });
  // Written outside any request: on PostgreSQL the commit's notification may arrive after the next read.
  const pay = async (userId: string, kind: PointEventKind, sourceId: string) => {
    await app.ctx.db.transaction((tx) =>
      awardPoints(app.ctx, tx, userId, { kind, sourceType: 'test', sourceId }),
    );
    await app.ctx.cache.settled();
  };
  const rate = async (userId: string, rating: number) => {
    await app.ctx.db.transaction((tx) => recordRatingReceived(tx, userId, rating));
    await app.ctx.cache.settled();
  };
  const alumni = async (name: string) => {
    const user = await createUser(app, { role: 'alumni', name });
    return { ...user, headers: bearer((await signIn(app, user.email)).token) };
  };

  // The rank order: rankScore (points × 0.7 + rating × 6), then points, then rating, then join.
  const top = await alumni('Top Rated Only'); // 0 points, rating 5 → 30
  const d = await alumni('Thirty Points'); // 30 points → 21
  const e = await alumni('Rated Three and a Half'); // 0 points, rating 3.5 → 21
  const a = await alumni('Twenty Points'); // 20 points → 14
  const f = await alumni('Early Zero'); // 0 → by join
  const g = await alumni('Late Zero');
  const student = await createUser(app, { role: 'student', name: 'Student Not Ranked' });
  const studentHeaders = bearer((await signIn(app, student.email)).token);
  const inactive = await createUser(app, { role: 'alumni', name: 'Deactivated Alumni' });
  await rate(top.id, 5);
  await pay(d.id, 'workshop_attendee', 'd-attendee');
  await pay(d.id, 'mentorship_accepted', 'd-accepted');
  await rate(e.id, 3);
  await rate(e.id, 4);
  await pay(a.id, 'workshop_attendee', 'a-attendee');
  await pay(inactive.id, 'workshop_hosted', 'inactive-host');
  await updateUserRow(app, inactive.id, { isActive: false });

  const get = async (url: string, headers = studentHeaders) => app.inject({ method: 'GET', url, headers });
  const board = async (query = '') => (await get(`/api/leaderboard${query}`)).json() as LeaderboardEntry[];
  const names = (entries: LeaderboardEntry[]) => entries.map((entry) => entry.user.name);

  it('ranks active alumni only, by score, then points, then rating, then earliest join', async () => {
    const entries = await board();
    expect(names(entries)).toEqual([
      'Top Rated Only',
      'Thirty Points',
      'Rated Three and a Half',
      'Twenty Points',
      'Early Zero',
      'Late Zero',
    ]);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(entries[0]).toMatchObject({
      rankScore: 30,
      points: 0,
      rating: { average: 5, total: 1 },
      level: 'Bronze',
    });
    expect(entries[1]).toMatchObject({ rankScore: 21, points: 30, rankChange: 0 });
    expect(entries[2]).toMatchObject({ rankScore: 21, points: 0, rating: { average: 3.5, total: 2 } });
    expect(entries[1]!.contributions).toMatchObject({ mentorshipSessions: 1, acceptedMentorships: 1 });
    expect(entries[1]!.streak).toEqual({ current: 1, longest: 1 });
    expect(entries[0]!.badges).toEqual(['Star Mentor', 'Top Rated']);
    expect(Object.keys(entries[0]!.user).sort()).toEqual(['_id', 'email', 'name', 'profile']);
  });

  it('keeps the limit, and refuses junk values with 400', async () => {
    expect(await board('?limit=2')).toHaveLength(2);
    expect((await get('/api/leaderboard?limit=1000')).statusCode).toBe(200);
    for (const query of [
      'limit=0',
      'limit=1001',
      'limit=abc',
      'limit=2.5',
      'level=Mythic',
      'period=yearly',
    ]) {
      const response = await get(`/api/leaderboard?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await get('/api/leaderboard/top-contributors?limit=51')).statusCode).toBe(400);
  });

  it('filters by level and renumbers the ranks within it', async () => {
    const rich = await alumni('Silver Level');
    for (let i = 0; i < 4; i++) await pay(rich.id, 'workshop_hosted', `silver-${i}`);
    const silver = await board('?level=Silver');
    expect(names(silver)).toEqual(['Silver Level']);
    expect(silver[0]).toMatchObject({ rank: 1, level: 'Silver', points: 100 });
    expect((await board('?level=Bronze')).every((entry) => entry.level === 'Bronze')).toBe(true);
    expect(await board('?level=Diamond')).toEqual([]);
  });

  it('ranks a period by the points earned in it, in platform days', async () => {
    // Earlier this week (Monday 30 November), and last month.
    const weekly = await alumni('Weekly Earner');
    const monthly = await alumni('Monthly Earner');
    const old = await alumni('Last Month Earner');
    clock.set(new Date('2026-11-20T06:00:00Z'));
    for (let i = 0; i < 6; i++) await pay(old.id, 'workshop_hosted', `old-${i}`);
    clock.set(new Date('2026-12-01T02:00:00Z')); // Tuesday 07:30 IST
    await pay(monthly.id, 'workshop_hosted', 'monthly-1');
    await pay(weekly.id, 'workshop_hosted', 'weekly-1');
    clock.set(new Date('2026-11-30T19:00:00Z')); // Tuesday 00:30 IST: this week, not Monday in UTC terms
    await pay(weekly.id, 'helpful_vote', 'weekly-2');
    clock.set(new Date('2026-12-02T06:00:00Z'));
    await pay(weekly.id, 'helpful_vote', 'weekly-today');

    const daily = await board('?period=daily');
    // Today (2 December): the Silver alumni's 100 of the level test lead; ratings still count in a period.
    expect(daily[0]).toMatchObject({ user: { name: 'Silver Level' }, points: 100, rank: 1 });
    expect(daily.find((entry) => entry.user.name === 'Weekly Earner')?.points).toBe(2);
    expect(daily.find((entry) => entry.user.name === 'Monthly Earner')?.points).toBe(0);
    const week = await board('?period=weekly');
    expect(week.find((entry) => entry.user.name === 'Weekly Earner')?.points).toBe(29);
    expect(week.find((entry) => entry.user.name === 'Last Month Earner')?.points).toBe(0);
    const month = await board('?period=monthly');
    expect(month.find((entry) => entry.user.name === 'Monthly Earner')?.points).toBe(25);
    expect(month.find((entry) => entry.user.name === 'Last Month Earner')?.points).toBe(0);
    const allTime = await board();
    expect(allTime.find((entry) => entry.user.name === 'Last Month Earner')).toMatchObject({
      points: 150,
      level: 'Silver',
    });
  });

  it('reports yesterday’s rank minus today’s once snapshots exist', async () => {
    clock.set(new Date('2026-12-03T00:30:00Z'));
    await snapshotRanks(app.ctx);
    await snapshotRanks(app.ctx);
    const before = await board();
    const climber = before.find((entry) => entry.user.name === 'Late Zero')!;
    expect(climber.rankChange).toBe(0);
    clock.set(new Date('2026-12-04T00:30:00Z'));
    await snapshotRanks(app.ctx);
    clock.set(new Date('2026-12-05T06:00:00Z'));
    for (let i = 0; i < 4; i++) await pay(g.id, 'workshop_hosted', `climb-${i}`);
    const after = await board();
    const moved = after.find((entry) => entry.user.name === 'Late Zero')!;
    expect(moved.rank).toBeLessThan(climber.rank);
    expect(moved.rankChange).toBe(climber.rank - moved.rank);
    const passed = after.find((entry) => entry.user.name === 'Twenty Points')!;
    expect(passed.rankChange).toBe(-1);
    // A period view has no yesterday to compare with.
    expect((await board('?period=daily')).every((entry) => entry.rankChange === 0)).toBe(true);
  });

  it('answers /me for alumni wherever they rank, and null for students', async () => {
    const me = await get('/api/leaderboard/me', f.headers);
    expect(me.statusCode).toBe(200);
    const everyone = await board();
    expect(me.json()).toMatchObject({
      user: { name: 'Early Zero' },
      rank: everyone.find((x) => x._id === f.id)!.rank,
    });
    expect((await board('?limit=1')).some((entry) => entry._id === f.id)).toBe(false);
    const unranked = await get('/api/leaderboard/me?period=weekly', studentHeaders);
    expect({ status: unranked.statusCode, body: unranked.json() }).toEqual({ status: 200, body: null });
    expect((await get('/api/leaderboard/me?period=weekly', f.headers)).json().points).toBe(0);
  });

  it('lists the top contributors by points', async () => {
    const response = await get('/api/leaderboard/top-contributors?limit=2');
    expect(names(response.json())).toEqual(['Last Month Earner', 'Late Zero']);
    expect(response.json().map((entry: LeaderboardEntry) => entry.rank)).toEqual([1, 2]);
  });

  it('shows an alumni their points history, paged, with the reasons', async () => {
    clock.set(new Date('2026-12-06T06:00:00Z'));
    for (let i = 0; i < 9; i++) await pay(a.id, 'workshop_hosted', `history-${i}`);
    const page = await get('/api/leaderboard/me/history?limit=3', a.headers);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('10');
    expect(page.json()).toHaveLength(3);
    const all = (await get('/api/leaderboard/me/history?limit=100', a.headers)).json();
    const capped = all.filter((row: { reason: string | null }) => row.reason === POINT_REASONS.dailyCap);
    expect(capped).toHaveLength(1);
    expect(capped[0]).toMatchObject({ kind: 'workshop_hosted', nominalPoints: 25, points: 0 });
    expect((await get('/api/leaderboard/me/history?page=0', a.headers)).statusCode).toBe(400);
    expect((await get('/api/leaderboard/me/history', studentHeaders)).statusCode).toBe(403);
  });
});
