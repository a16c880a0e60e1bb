import type { CompanyInsight } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { createInsightAs, insightPayload, type Session, session } from '../../../test/insights';
import { secondInstance, within } from '../../../test/second-instance';
import { readWithChangeMidway, statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../../platform/context';

async function list(app: AppInstance, reader: Session, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/company-insights?${query}`,
    headers: reader.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.json().length));
  return response.json() as CompanyInsight[];
}

function rate(app: AppInstance, rater: Session, id: string, rating: number, comment: string) {
  return app.inject({
    method: 'POST',
    url: `/api/company-insights/${id}/rate`,
    headers: rater.headers,
    payload: { rating, comment },
  });
}

describe('company insights: shared pages', async () => {
  const { app } = await createTestApp();
  const author = await session(app, 'alumni');
  const reader = await session(app, 'student');
  const other = await session(app, 'student');
  const sameStars = await session(app, 'student');
  const admin = await session(app, 'admin');
  const insight = await createInsightAs(app, author, { company: 'Keptpage Systems' });

  it('answers a page read before with one statement: the reader’s own ratings', async () => {
    await list(app, reader, 'q=Keptpage');
    let rows: CompanyInsight[] = [];
    expect(await statementsOf(app, async () => (rows = await list(app, reader, 'q=Keptpage')))).toBe(1);
    expect(rows.map((row) => row.company)).toEqual(['Keptpage Systems']);
    // Another reader's first read of the page: the page is shared, only their ratings are read.
    await list(app, other, 'q=Nothingshared');
    expect(await statementsOf(app, () => list(app, other, 'q=Keptpage'))).toBe(1);
  });

  it('keeps each reader’s rating, comment and edit right their own while the rest is shared', async () => {
    expect((await rate(app, reader, insight._id, 4, 'Good pay')).statusCode).toBe(200);
    expect((await rate(app, sameStars, insight._id, 4, 'Long hours')).statusCode).toBe(200);
    // No write between these reads: each is the kept page with the reader's own ratings read beside it.
    const readers = [reader, other, sameStars, author, admin, reader, sameStars, other, admin, author];
    const seen = [];
    for (const caller of readers) {
      const [row] = await list(app, caller, 'q=Keptpage');
      expect(row).toMatchObject({ totalRatings: 2, averageRating: 4 });
      seen.push([row?.myRating, row?.canEdit]);
    }
    const expected = [
      [{ rating: 4, comment: 'Good pay' }, false],
      [null, false],
      [{ rating: 4, comment: 'Long hours' }, false],
      [null, true],
      [null, true],
    ];
    expect(seen).toEqual([...expected, ...[0, 2, 1, 4, 3].map((i) => expected[i])]);
  });

  it('never shows one reader’s entry of ratings to another who gave the same rating and comment', async () => {
    const twin = await session(app, 'student');
    for (const caller of [reader, twin]) {
      expect((await rate(app, caller, insight._id, 3, 'Same words')).statusCode).toBe(200);
    }
    for (const caller of [reader, twin, other, twin, reader]) {
      const [row] = await list(app, caller, 'q=Keptpage');
      expect(row?.ratings).toEqual(
        caller === other
          ? []
          : [expect.objectContaining({ user: caller.id, rating: 3, comment: 'Same words' })],
      );
    }
  });

  it('shows a change made outside any request on the next read once it is heard', async () => {
    await list(app, reader, 'q=Keptpage');
    await app.ctx.db.execute(
      sql`update company_insights set location = 'Moved Outside' where id = ${insight._id}`,
    );
    await app.ctx.cache.settled();
    expect((await list(app, reader, 'q=Keptpage'))[0]?.location).toBe('Moved Outside');
  });

  it('shows a creator renamed outside any request', async () => {
    await list(app, other, 'q=Keptpage');
    await app.ctx.db.execute(sql`update users set name = 'Renamed Creator' where id = ${author.id}`);
    await app.ctx.cache.settled();
    expect((await list(app, other, 'q=Keptpage'))[0]?.creator?.name).toBe('Renamed Creator');
  });

  it('keeps its pages through sign-ins, which change no column a list shows', async () => {
    await list(app, other, 'q=Keptpage');
    await signIn(app, author.email);
    await app.ctx.db.execute(sql`update users set last_login_at = now() where id = ${reader.id}`);
    await app.ctx.cache.settled();
    expect(await statementsOf(app, () => list(app, other, 'q=Keptpage'))).toBe(1);
  });
});

describe('company insights: the instance that answered a write reads it at once', async () => {
  const { app, clock } = await createTestApp();
  const author = await session(app, 'alumni');
  const reader = await session(app, 'student');

  it('lists a new insight, a new rating and an edit on the next request', async () => {
    await createInsightAs(app, author, { company: 'Firstwrite One' });
    expect((await list(app, reader, 'q=Firstwrite')).map((row) => row.company)).toEqual(['Firstwrite One']);
    clock.advance(1000);
    const second = await createInsightAs(app, author, { company: 'Firstwrite Two' });
    expect((await list(app, reader, 'q=Firstwrite')).map((row) => row.company)).toEqual([
      'Firstwrite Two',
      'Firstwrite One',
    ]);
    expect((await rate(app, reader, second._id, 5, 'Great')).statusCode).toBe(200);
    expect((await list(app, reader, 'q=Firstwrite'))[0]).toMatchObject({
      totalRatings: 1,
      averageRating: 5,
      myRating: { rating: 5, comment: 'Great' },
    });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/company-insights/${second._id}`,
      headers: author.headers,
      payload: insightPayload({ company: 'Firstwrite Two', location: 'Edited City' }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(app, reader, 'q=Firstwrite'))[0]?.location).toBe('Edited City');
  });

  it('never keeps a page that a change overtook while it was read', async () => {
    const [row] = await list(app, reader, 'q=Firstwrite');
    await app.ctx.db.execute(
      sql`update company_insights set location = 'Before City' where id = ${row!._id}`,
    );
    await app.ctx.cache.settled();
    // Committed and heard just after the page was read, before the reader's ratings are: too late for it.
    let raced: CompanyInsight[] = [];
    await readWithChangeMidway(
      app,
      () =>
        app.ctx.db.execute(sql`update company_insights set location = 'Raced City' where id = ${row!._id}`),
      async () => (raced = await list(app, reader, 'q=Firstwrite')),
    );
    expect(raced[0]?.location).toBe('Before City');
    const after = await list(app, reader, 'q=Firstwrite');
    expect(after).toHaveLength(raced.length);
    expect(after[0]?.location).toBe('Raced City');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('company insights: pages on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const author = await session(a.app, 'alumni');
  const reader = await session(a.app, 'student');

  it('a write on one instance reaches the other’s kept page through the notification', async () => {
    const first = await createInsightAs(a.app, author, { company: 'Twoplace First' });
    expect(await list(b, reader, 'q=Twoplace')).toHaveLength(1);
    await createInsightAs(a.app, author, { company: 'Twoplace Second' });
    expect(await within(2_000, async () => (await list(b, reader, 'q=Twoplace')).length === 2)).toBe(true);
    expect((await rate(a.app, reader, first._id, 3, 'Fine')).statusCode).toBe(200);
    expect(
      await within(2_000, async () => {
        const rows = await list(b, reader, 'q=Twoplace');
        return rows.find((row) => row._id === first._id)?.totalRatings === 1;
      }),
    ).toBe(true);
  });
});
