import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addForm, type Caller, postExperience, signedIn } from '../../../test/experience-fixtures';
import { answersSent } from '../../../test/kept-answers';
import { secondInstance, within } from '../../../test/second-instance';
import { statementsOf, statementTextsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../../platform/context';

async function list(app: AppInstance, caller: Caller, query = 'limit=5') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/interviews?${query}`,
    headers: caller.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{
    _id: string;
    company: string;
    helpfulCount: number;
    isHelpful: boolean;
    isMine: boolean;
    alumni: { name: string } | null;
  }>;
}

function vote(app: AppInstance, caller: Caller, id: string) {
  return app.inject({ method: 'PUT', url: `/api/interviews/${id}/helpful`, headers: caller.headers });
}

describe('interview experiences: one answer for readers with no marks of their own', async () => {
  const sent = answersSent('/api/interviews');
  const { app } = await createTestApp({ beforeReady: sent.record });
  const alumni = await signedIn(app, 'alumni');
  const first = await signedIn(app, 'student');
  const second = await signedIn(app, 'student');
  const voter = await signedIn(app, 'student');
  await postExperience(app, alumni, addForm({ companyName: 'Commonanswer Labs' }));

  it('shares the answer until the counts change, and never with a voter or the author', async () => {
    await list(app, first, 'q=Commonanswer');
    const shared = sent.last();
    await list(app, second, 'q=Commonanswer');
    expect(sent.last()).toBe(shared);

    const [experience] = await list(app, voter, 'q=Commonanswer');
    expect((await vote(app, voter, experience!._id)).statusCode).toBe(200);
    const [seenByVoter] = await list(app, voter, 'q=Commonanswer');
    expect(seenByVoter).toMatchObject({ helpfulCount: 1, isHelpful: true });
    const [seenByFirst] = await list(app, first, 'q=Commonanswer');
    expect(seenByFirst).toMatchObject({ helpfulCount: 1, isHelpful: false });
    expect(sent.last()).not.toBe(shared);
    const counted = sent.last();
    await list(app, second, 'q=Commonanswer');
    expect(sent.last()).toBe(counted);

    const [seenByAuthor] = await list(app, alumni, 'q=Commonanswer');
    expect(seenByAuthor).toMatchObject({ isMine: true, helpfulCount: 1 });
    expect(sent.last()).not.toBe(counted);
  });
});

describe('interview experiences: shared pages', async () => {
  const { app } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const reader = await signedIn(app, 'student');
  const other = await signedIn(app, 'student');
  await postExperience(app, alumni, addForm({ companyName: 'Sharedpage Labs' }));

  it('answers a page read before with one statement: the reader’s own votes', async () => {
    await list(app, reader, 'q=Sharedpage');
    let first: Awaited<ReturnType<typeof list>>[number] | undefined;
    const statements = await statementsOf(
      app,
      async () => ([first] = await list(app, reader, 'q=Sharedpage')),
    );
    expect(first?.company).toBe('Sharedpage Labs');
    expect(statements).toBe(1);
    // Another reader's first read of the page: the page is shared, only their votes are read.
    await list(app, other, 'q=Nothingshared');
    expect(await statementsOf(app, () => list(app, other, 'q=Sharedpage'))).toBe(1);
  });

  it('ranks a search once for all its pages: a new page costs its rows and the reader’s votes', async () => {
    for (const role of ['Rankshare one', 'Rankshare two', 'Rankshare three'])
      await postExperience(app, alumni, addForm({ companyName: 'Rankshare Corp', role }));
    const [best] = await list(app, reader, 'q=Rankshare&page=1&limit=1');
    let second: Awaited<ReturnType<typeof list>> = [];
    const statements = await statementTextsOf(app, async () => {
      second = await list(app, reader, 'q=Rankshare&page=2&limit=1');
    });
    expect(statements).toHaveLength(2);
    expect(statements.filter((text) => text.includes('ts_rank_cd'))).toEqual([]);
    const third = await list(app, reader, 'q=Rankshare&page=3&limit=1');
    const whole = await list(app, reader, 'q=Rankshare&page=1&limit=3');
    expect([best, ...second, ...third].map((row) => row?._id)).toEqual(whole.map((row) => row._id));
    expect(new Set(whole.map((row) => row._id)).size).toBe(3);
    // A new match is ranked in on the next read of any page, by hand-written SQL too.
    await postExperience(app, alumni, addForm({ companyName: 'Rankshare Corp', role: 'Rankshare four' }));
    expect(await list(app, reader, 'q=Rankshare&page=4&limit=1')).toHaveLength(1);
    await app.ctx.db.execute(
      sql`update interview_experiences set company = 'Elsewhere', role = 'Engineer' where role = 'Rankshare four'`,
    );
    // Heard through the listener on PostgreSQL, as a change on another instance would be.
    await app.ctx.cache.settled();
    expect(await list(app, reader, 'q=Rankshare&page=4&limit=1')).toEqual([]);
  });

  it('keeps each reader’s vote their own while the rest of the page is shared', async () => {
    const [experience] = await list(app, reader, 'q=Sharedpage');
    expect((await vote(app, reader, experience!._id)).statusCode).toBe(200);
    const [seenByVoter] = await list(app, reader, 'q=Sharedpage');
    const [seenByOther] = await list(app, other, 'q=Sharedpage');
    expect(seenByVoter).toMatchObject({ helpfulCount: 1, isHelpful: true });
    expect(seenByOther).toMatchObject({ helpfulCount: 1, isHelpful: false });
  });

  it('gives every reader their own marks on the one kept page, in any order', async () => {
    // No write between these reads: each is the kept page with the reader's own votes read beside it.
    const reads = [reader, other, alumni, other, reader, alumni];
    const seen = [];
    for (const caller of reads) seen.push((await list(app, caller, 'q=Sharedpage'))[0]);
    expect(seen.map((row) => [row?.isHelpful, row?.isMine])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [false, false],
      [true, false],
      [false, true],
    ]);
  });

  it('shows a change made outside any request on the next read once it is heard', async () => {
    const [before] = await list(app, reader, 'company=Sharedpage');
    await app.ctx.db.execute(
      sql`update interview_experiences set company = 'Sharedpage Renamed' where id = ${before!._id}`,
    );
    await app.ctx.cache.settled();
    expect((await list(app, reader, 'company=Sharedpage'))[0]?.company).toBe('Sharedpage Renamed');
  });

  it('shows an author renamed outside any request', async () => {
    await list(app, reader, 'company=Sharedpage');
    await app.ctx.db.execute(sql`update users set name = 'Renamed Author' where id = ${alumni.id}`);
    await app.ctx.cache.settled();
    expect((await list(app, reader, 'company=Sharedpage'))[0]?.alumni?.name).toBe('Renamed Author');
  });
});

describe('interview experiences: the instance that answered a write reads it at once', async () => {
  const { app, clock } = await createTestApp();
  const alumni = await signedIn(app, 'alumni');
  const reader = await signedIn(app, 'student');

  it('lists a new experience and a new vote on the next request', async () => {
    await postExperience(app, alumni, addForm({ companyName: 'Firstwrite One' }));
    expect((await list(app, reader, 'company=Firstwrite')).map((row) => row.company)).toEqual([
      'Firstwrite One',
    ]);
    clock.advance(1000);
    const posted = await postExperience(app, alumni, addForm({ companyName: 'Firstwrite Two' }));
    const rows = await list(app, reader, 'company=Firstwrite');
    expect(rows.map((row) => row.company)).toEqual(['Firstwrite Two', 'Firstwrite One']);
    expect((await vote(app, reader, posted._id)).statusCode).toBe(200);
    expect((await list(app, reader, 'company=Firstwrite'))[0]).toMatchObject({
      helpfulCount: 1,
      isHelpful: true,
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('interview experiences: pages on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const alumni = await signedIn(a.app, 'alumni');
  const reader = await signedIn(a.app, 'student');

  it('a write on one instance reaches the other’s kept page through the notification', async () => {
    await postExperience(a.app, alumni, addForm({ companyName: 'Twoplace First' }));
    expect(await list(b, reader, 'company=Twoplace')).toHaveLength(1);
    await postExperience(a.app, alumni, addForm({ companyName: 'Twoplace Second' }));
    expect(await within(2_000, async () => (await list(b, reader, 'company=Twoplace')).length === 2)).toBe(
      true,
    );
  });
});
