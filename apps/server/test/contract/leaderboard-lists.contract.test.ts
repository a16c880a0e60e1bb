/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { type LeaderboardEntry, POINT_EVENT_KINDS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../src/modules/auth/auth.repository';
import { snapshotRanks } from '../../src/modules/leaderboard/leaderboard.service';
import { awardPoints, recordRatingReceived } from '../../src/modules/leaderboard/points.service';
import { bearer, createUser, signIn } from '../factories';
import { createTestApp } from '../test-app';

/** More alumni than the leaderboard screen's 100, so its limit and the directory's 1000 differ. */
const FILLERS = 102;

describe('contract: leaderboard lists (part 2 section 7)', async () => {
  // 06:00 UTC on Wednesday 2 December 2026 is 11:30 in the platform's time zone (Asia/Kolkata).
  const { app, clock } = await createTestApp({ now: new Date('2026-12-02T06:00:00Z') });
  const signedInAs = async (role: 'student' | 'alumni' | 'admin', name: string) => {
    const user = await createUser(app, { role, name });
    return { ...user, headers: bearer((await signIn(app, user.email)).token) };
  };
  const student = await signedInAs('student', 'Contract Student');
  const admin = await signedInAs('admin', 'Contract Admin');
  const viewer = await signedInAs('alumni', 'Contract Viewer');
  // Ranked alumni who never sign in here: inserted directly, which is quicker than hashing passwords.
  for (let index = 0; index < FILLERS; index++) {
    await insertUser(app.ctx.db, {
      name: `Contract Filler ${String(index).padStart(3, '0')}`,
      email: `contract-filler-${index}@example.com`,
      role: 'alumni',
      isVerified: true,
    });
  }
  const star = await insertUser(app.ctx.db, {
    name: 'Contract Star',
    email: 'contract-star@example.com',
    role: 'alumni',
    isVerified: true,
    avatar: '/api/files/avatars/contract-star.png',
  });
  const runnerUp = await insertUser(app.ctx.db, {
    name: 'Contract Runner Up',
    email: 'contract-runner-up@example.com',
    role: 'alumni',
    isVerified: true,
  });
  const ranked = FILLERS + 3;

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const board = async (url: string, headers: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Array.isArray(body)).toBe(true);
    return body as LeaderboardEntry[];
  };

  // Yesterday's snapshot has the star last of all (latest to join, no points), so today it has climbed.
  clock.set(new Date('2026-12-01T06:00:00Z'));
  await snapshotRanks(app.ctx);
  await app.ctx.cache.settled();
  const yesterdaysRank = (await board('/api/leaderboard?limit=1000', student.headers)).find(
    (entry) => entry._id === star.id,
  )!.rank;
  clock.set(new Date('2026-12-02T06:00:00Z'));
  // Today the star earns one of every event (122 points) and two ratings; the runner-up hosts one workshop.
  await app.ctx.db.transaction(async (tx) => {
    for (const kind of POINT_EVENT_KINDS)
      await awardPoints(app.ctx, tx, star.id, { kind, sourceType: 'contract', sourceId: `star-${kind}` });
    await recordRatingReceived(tx, star.id, 5);
    await recordRatingReceived(tx, star.id, 4);
    await awardPoints(app.ctx, tx, runnerUp.id, {
      kind: 'workshop_hosted',
      sourceType: 'contract',
      sourceId: 'runner-up-hosted',
    });
  });
  await app.ctx.cache.settled();

  /** Section 3's leaderboard entry, every field the table, the cards and the directory read. */
  const starEntry = (rank: number) => ({
    _id: star.id,
    user: {
      _id: star.id,
      name: 'Contract Star',
      email: 'contract-star@example.com',
      // An address the browser can load: the stored path, made absolute.
      profile: {
        avatar: expect.stringMatching(/^https?:\/\/[^/]+\/api\/files\/avatars\/contract-star\.png$/),
      },
    },
    rank,
    // points × 0.7 + average rating × 6: 122 × 0.7 + 4.5 × 6.
    rankScore: 112.4,
    rankChange: yesterdaysRank - 1,
    level: 'Silver',
    points: 122,
    rating: { average: 4.5, total: 2 },
    contributions: {
      acceptedMentorships: 1,
      mentorshipSessions: 2,
      interviewExperiences: 1,
      resourcesShared: 1,
      mockInterviews: 1,
      fiveStarRatings: 1,
      companyInsights: 1,
      missedRequests: 1,
    },
    streak: { current: 1, longest: 1 },
    badges: ['Star Mentor', 'Top Rated'],
  });

  it('has yesterday’s snapshot rank the star climbs from', () => {
    expect(yesterdaysRank).toBeGreaterThan(100);
  });

  it('GET /leaderboard?limit=100 (leaderboard screen, admin) answers the first 100 ranked entries', async () => {
    for (const caller of [viewer, admin]) {
      const entries = await board('/api/leaderboard?limit=100', caller.headers);
      expect(entries).toHaveLength(100);
      expect(entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(entries[0]).toEqual(starEntry(1));
      expect(entries[1]).toMatchObject({
        _id: runnerUp.id,
        user: { _id: runnerUp.id, name: 'Contract Runner Up', profile: { avatar: null } },
        rank: 2,
        level: 'Bronze',
        points: 25,
        rating: { average: 0, total: 0 },
        contributions: { mockInterviews: 1 },
        streak: { current: 1, longest: 1 },
        badges: [],
      });
      // The alumni's own row carries the 'YOU' badge, found by its _id.
      expect(entries.some((entry) => entry._id === viewer.id)).toBe(true);
    }
  });

  it('GET /leaderboard?limit=1000 (directory, student views) answers every ranked alumni', async () => {
    const entries = await board('/api/leaderboard?limit=1000', student.headers);
    expect(entries).toHaveLength(ranked);
    expect(entries.map((entry) => entry.rank)).toEqual(Array.from({ length: ranked }, (_, i) => i + 1));
    expect(entries[0]).toEqual(starEntry(1));
    // Students and admins are not ranked.
    const ids = entries.map((entry) => entry._id);
    expect(ids).not.toContain(student.id);
    expect(ids).not.toContain(admin.id);
    for (const entry of entries) expect(entry.user._id).toBe(entry._id);
  });

  it('GET /leaderboard/top-contributors?limit=4 answers the four with the most points, section-3 entries', async () => {
    const entries = await board('/api/leaderboard/top-contributors?limit=4', student.headers);
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4]);
    expect(entries[0]).toEqual(starEntry(1));
    expect(entries[1]).toMatchObject({ _id: runnerUp.id, user: { name: 'Contract Runner Up' }, points: 25 });
    for (const entry of entries.slice(2)) expect(entry).toMatchObject({ points: 0, level: 'Bronze' });
  });
});
