import type { LeaderboardEntry } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { answersSent } from '../../../test/kept-answers';
import { secondInstance, within } from '../../../test/second-instance';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { isKept } from '../../platform/cache/kept-values';
import type { AppInstance } from '../../platform/context';

async function signedIn(app: AppInstance, role: 'student' | 'alumni') {
  const user = await createUser(app, { role });
  return { id: user.id, headers: bearer((await signIn(app, user.email)).token) };
}
type Caller = Awaited<ReturnType<typeof signedIn>>;

async function postExperience(app: AppInstance, alumni: Caller) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/interview-experience',
    headers: alumni.headers,
    payload: {
      companyName: 'Rankcorp',
      interviewRounds: 1,
      questionTypes: ['Technical'],
      questions: [
        {
          questionText: 'Reverse a list.',
          studentAnswer: 'In place.',
          expectedAnswer: '',
          roundType: 'Technical',
        },
      ],
      companyExpectations: '',
      tips: '',
    },
  });
  expect(response.statusCode).toBe(201);
}

async function pointsOn(
  app: AppInstance,
  reader: Caller,
  alumniId: string,
  url = '/api/leaderboard?limit=100',
) {
  const response = await app.inject({ method: 'GET', url, headers: reader.headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as LeaderboardEntry[]).find((entry) => entry.user._id === alumniId)?.points;
}

describe('leaderboard: kept rankings', async () => {
  const answers = answersSent('/api/leaderboard?');
  const { app } = await createTestApp({ beforeReady: answers.record });
  const alumni = await signedIn(app, 'alumni');
  const reader = await signedIn(app, 'student');
  const other = await signedIn(app, 'student');

  it('answer rankings read before with no statement, sending the kept answer to every reader', async () => {
    await pointsOn(app, reader, alumni.id);
    expect(await statementsOf(app, () => pointsOn(app, reader, alumni.id))).toBe(0);
    const kept = answers.last();
    expect(isKept(kept)).toBe(true);
    await pointsOn(app, other, alumni.id);
    expect(answers.last()).toBe(kept);
  });

  it('are read again once the stats change outside any request (a job, another instance)', async () => {
    expect(await pointsOn(app, reader, alumni.id)).toBe(0);
    await app.ctx.db.execute(sql`update user_stats set points = points + 40 where user_id = ${alumni.id}`);
    await app.ctx.cache.settled();
    expect(await pointsOn(app, reader, alumni.id)).toBe(40);
  });

  it('hide an alumni deactivated behind the application’s back once the users table says so', async () => {
    const leaving = await signedIn(app, 'alumni');
    expect(await pointsOn(app, reader, leaving.id)).toBe(0);
    await app.ctx.db.execute(sql`update users set is_active = false where id = ${leaving.id}`);
    await app.ctx.cache.settled();
    expect(await pointsOn(app, reader, leaving.id)).toBeUndefined();
  });
});

describe('leaderboard: the instance that answered a write ranks it at once', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const reader = await signedIn(app, 'student');
  const top = '/api/leaderboard/top-contributors?limit=4';

  it('shows points earned by a request on the next read', async () => {
    expect(await pointsOn(app, reader, alumni.id)).toBe(0);
    expect(await pointsOn(app, reader, alumni.id, top)).toBe(0);
    await postExperience(app, alumni);
    expect(await pointsOn(app, reader, alumni.id)).toBe(15);
    expect(await pointsOn(app, reader, alumni.id, top)).toBe(15);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('leaderboard: rankings on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const alumni = await signedIn(a.app, 'alumni');
  const reader = await signedIn(a.app, 'student');

  it('points earned on one instance reach the other’s kept rankings', async () => {
    expect(await pointsOn(b, reader, alumni.id)).toBe(0);
    await postExperience(a.app, alumni);
    expect(await within(2_000, async () => (await pointsOn(b, reader, alumni.id)) === 15)).toBe(true);
  });
});

async function ownEntry(app: AppInstance, alumni: Caller, period = 'all-time') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/leaderboard/me?period=${period}`,
    headers: alumni.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as LeaderboardEntry;
}

describe('leaderboard: an alumni’s own entry is kept like the rankings', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const rival = await signedIn(app, 'alumni');

  it('moves when someone else’s points change outside any request', async () => {
    await app.ctx.db.execute(sql`update user_stats set points = 10 where user_id = ${alumni.id}`);
    await app.ctx.cache.settled();
    const before = await ownEntry(app, alumni);
    expect(before.points).toBe(10);
    expect(await statementsOf(app, () => ownEntry(app, alumni))).toBe(0);
    await app.ctx.db.execute(sql`update user_stats set points = 1000 where user_id = ${rival.id}`);
    await app.ctx.cache.settled();
    // The rival now ranks above: the kept entry is dropped by the stats notification.
    expect((await ownEntry(app, alumni)).rank).toBe(before.rank + 1);
  });

  it('is each alumni’s own, per period', async () => {
    expect((await ownEntry(app, alumni)).user._id).toBe(alumni.id);
    expect((await ownEntry(app, rival)).user._id).toBe(rival.id);
    expect((await ownEntry(app, rival, 'weekly')).user._id).toBe(rival.id);
    expect((await ownEntry(app, alumni, 'weekly')).user._id).toBe(alumni.id);
  });
});

describe('leaderboard: an own entry on the instance that answered the write', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');

  it('shows the points a request earned at once', async () => {
    expect((await ownEntry(app, alumni)).points).toBe(0);
    await postExperience(app, alumni);
    expect((await ownEntry(app, alumni)).points).toBe(15);
  });
});
