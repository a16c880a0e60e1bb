import type { Resource } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answersSent } from '../../../test/kept-answers';
import { publishedResource, resourceFields, resourcePeople } from '../../../test/resources';
import { secondInstance, within } from '../../../test/second-instance';
import { readWithChangeHeardMidway, statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { isKept } from '../../platform/cache/kept-values';
import type { AppInstance } from '../../platform/context';

type Headers = Record<string, string>;

async function list(app: AppInstance, headers: Headers, query: string, path = '/api/resources') {
  const response = await app.inject({ method: 'GET', url: `${path}?${query}`, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-total-count']).toBe(String(response.json().length));
  return response.json() as Resource[];
}

function rate(app: AppInstance, headers: Headers, id: string, rating: number) {
  return app.inject({ method: 'POST', url: `/api/resources/${id}/rate`, headers, payload: { rating } });
}

function titled(title: string, extra: Record<string, string> = {}) {
  return { fields: resourceFields({ title, ...extra }) };
}

describe('resources: shared pages', async () => {
  const answers = answersSent('/api/resources?');
  const { app } = await createTestApp({ beforeReady: answers.record });
  const { student, otherStudent, alumni, otherAlumni, admin, person } = await resourcePeople(app);
  const sameStars = await person('student');
  const resource = await publishedResource(app, alumni.headers, admin.headers, titled('Keptpage Notes'));

  it('answers a page read before with one statement (the reader’s own ratings), sending the kept answer', async () => {
    await list(app, student.headers, 'q=Keptpage');
    const kept = answers.last();
    expect(isKept(kept)).toBe(true);
    let rows: Resource[] = [];
    expect(await statementsOf(app, async () => (rows = await list(app, student.headers, 'q=Keptpage')))).toBe(
      1,
    );
    expect(rows.map((row) => row.title)).toEqual(['Keptpage Notes']);
    // The same object, so its bytes were written once; another reader with nothing of theirs shares it.
    expect(answers.last()).toBe(kept);
    await list(app, otherStudent.headers, 'q=Keptpage');
    expect(answers.last()).toBe(kept);
  });

  it('keeps each reader’s rating, edit right and sight of the e-mail their own', async () => {
    expect((await rate(app, student.headers, resource._id, 4)).statusCode).toBe(200);
    expect((await rate(app, sameStars.headers, resource._id, 2)).statusCode).toBe(200);
    // No write between these reads: each answer comes from what was kept for its reader's signature.
    const readers = [student, otherStudent, sameStars, alumni, admin, otherAlumni];
    const seen = [];
    for (const caller of [...readers, ...[...readers].reverse()]) {
      const rows = await list(app, caller.headers, 'q=Keptpage');
      seen.push(rows.map((row) => [row.totalRatings, row.myRating, row.canEdit, row.uploadedBy?.email]));
    }
    const email = alumni.email;
    const expected = [
      [[2, 4, false, '']],
      [[2, null, false, '']],
      [[2, 2, false, '']],
      [[2, null, true, email]],
      [[2, null, true, email]],
      [],
    ];
    expect(seen).toEqual([...expected, ...[...expected].reverse()]);
  });

  it('forgets a page when its table changes outside any request (a job, another instance)', async () => {
    await list(app, student.headers, 'q=Keptpage');
    await app.ctx.db.execute(
      sql`update resources set description = 'Changed outside' where id = ${resource._id}`,
    );
    expect(
      await within(
        2_000,
        async () => (await list(app, student.headers, 'q=Keptpage'))[0]?.description === 'Changed outside',
      ),
    ).toBe(true);
  });

  it('shows an uploader renamed outside any request', async () => {
    await list(app, otherStudent.headers, 'q=Keptpage');
    await app.ctx.db.execute(sql`update users set name = 'Renamed Uploader' where id = ${alumni.id}`);
    expect(
      await within(
        2_000,
        async () =>
          (await list(app, otherStudent.headers, 'q=Keptpage'))[0]?.uploadedBy?.name === 'Renamed Uploader',
      ),
    ).toBe(true);
  });
});

describe('resources: the instance that answered a write reads it at once', async () => {
  // No notification ever arrives here: what this instance forgets, it forgets on its own writes.
  const { app, clock } = await createTestApp({ withholdNotifications: true });
  const { student, alumni, admin } = await resourcePeople(app);

  it('lists a new resource, a new rating and an edit on the next request', async () => {
    await publishedResource(app, alumni.headers, admin.headers, titled('Firstwrite One'));
    expect((await list(app, student.headers, 'q=Firstwrite')).map((row) => row.title)).toEqual([
      'Firstwrite One',
    ]);
    clock.advance(1000);
    const second = await publishedResource(app, alumni.headers, admin.headers, titled('Firstwrite Two'));
    expect((await list(app, student.headers, 'q=Firstwrite')).map((row) => row.title)).toEqual([
      'Firstwrite Two',
      'Firstwrite One',
    ]);
    expect((await rate(app, student.headers, second._id, 5)).statusCode).toBe(200);
    expect((await list(app, student.headers, 'q=Firstwrite'))[0]).toMatchObject({
      totalRatings: 1,
      averageRating: 5,
      myRating: 5,
    });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/resources/${second._id}`,
      headers: alumni.headers,
      payload: {
        ...resourceFields({ title: 'Firstwrite Two', description: 'Edited description' }),
        tags: [],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(app, student.headers, 'q=Firstwrite'))[0]?.description).toBe('Edited description');
    expect((await list(app, admin.headers, 'q=Firstwrite', '/api/resources/admin/all')).length).toBe(2);
    await publishedResource(app, alumni.headers, admin.headers, titled('Firstwrite Three'));
    expect((await list(app, admin.headers, 'q=Firstwrite', '/api/resources/admin/all')).length).toBe(3);
  });

  it('shows a view and a download, counted by a GET, on the next read', async () => {
    // A GET empties no kept list by itself (app.ts), and no notification arrives here.
    const [before] = await list(app, student.headers, 'q=Firstwrite');
    const id = before!._id;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: student.headers });
    expect((await get(`/api/resources/${id}`)).statusCode).toBe(200);
    expect((await list(app, student.headers, 'q=Firstwrite'))[0]?.views).toBe(before!.views + 1);
    expect((await get(`/api/resources/${id}/download-file`)).statusCode).toBe(200);
    expect((await list(app, student.headers, 'q=Firstwrite'))[0]?.downloads).toBe(before!.downloads + 1);
  });

  it('never answers from a page that was dropped while its answer was being made', async () => {
    const [row] = await list(app, student.headers, 'q=Firstwrite');
    const total = (await list(app, student.headers, 'q=Firstwrite')).length;
    await app.ctx.db.execute(sql`update resources set description = 'Raced' where id = ${row!._id}`);
    // The change is heard while the next read asks for the reader's ratings, after it took the kept page.
    // Begun before the change was heard: it may still answer the page it took.
    await readWithChangeHeardMidway(app, 'resources', () => list(app, student.headers, 'q=Firstwrite'));
    const after = await list(app, student.headers, 'q=Firstwrite');
    expect(after).toHaveLength(total);
    expect(after[0]?.description).toBe('Raced');
  });

  it('keeps the page while nothing told it of a change (proof that the page is kept at all)', async () => {
    const [row] = await list(app, student.headers, 'q=Firstwrite');
    await app.ctx.db.execute(sql`update resources set description = 'Hidden' where id = ${row!._id}`);
    expect((await list(app, student.headers, 'q=Firstwrite'))[0]?.description).toBe(row!.description);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('resources: pages on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const { student, alumni, admin } = await resourcePeople(a.app);

  it('a write on one instance reaches the other’s kept page through the notification', async () => {
    const first = await publishedResource(a.app, alumni.headers, admin.headers, titled('Twoplace First'));
    expect(await list(b, student.headers, 'q=Twoplace')).toHaveLength(1);
    await publishedResource(a.app, alumni.headers, admin.headers, titled('Twoplace Second'));
    expect(await within(2_000, async () => (await list(b, student.headers, 'q=Twoplace')).length === 2)).toBe(
      true,
    );
    expect((await rate(a.app, student.headers, first._id, 3)).statusCode).toBe(200);
    expect(
      await within(2_000, async () => {
        const rows = await list(b, student.headers, 'q=Twoplace');
        return rows.find((row) => row._id === first._id)?.myRating === 3;
      }),
    ).toBe(true);
  });
});
