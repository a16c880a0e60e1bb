import type { Resource } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishedResource, resourceFields, resourcePeople } from '../../../test/resources';
import { secondInstance, within } from '../../../test/second-instance';
import { readWithChangeMidway, statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
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

function fetchFile(
  app: AppInstance,
  headers: Headers,
  id: string,
  what: 'download-file' | '' = 'download-file',
) {
  return app.inject({ method: 'GET', url: `/api/resources/${id}${what ? `/${what}` : ''}`, headers });
}

/** How many statements a read takes: 1 when the shared page came from the cache (its counts are read afresh). */
async function statementsOfList(app: AppInstance, headers: Headers, query: string) {
  let rows: Resource[] = [];
  const statements = await statementsOf(app, async () => (rows = await list(app, headers, query)));
  return { statements, rows };
}

describe('resources: shared pages', async () => {
  const { app } = await createTestApp();
  const { student, otherStudent, alumni, otherAlumni, admin, person } = await resourcePeople(app);
  const sameStars = await person('student');
  const resource = await publishedResource(app, alumni.headers, admin.headers, titled('Keptpage Notes'));

  it('answers a page read before with one statement: the page’s counts and the reader’s own ratings', async () => {
    await list(app, student.headers, 'q=Keptpage');
    const { statements, rows } = await statementsOfList(app, student.headers, 'q=Keptpage');
    expect(statements).toBe(1);
    expect(rows.map((row) => row.title)).toEqual(['Keptpage Notes']);
    // Another reader's first request reads their session; the page is shared with them.
    await list(app, otherStudent.headers, 'q=Nothing');
    expect((await statementsOfList(app, otherStudent.headers, 'q=Keptpage')).statements).toBe(1);
  });

  it('keeps each reader’s rating, edit right and sight of the e-mail their own', async () => {
    expect((await rate(app, student.headers, resource._id, 4)).statusCode).toBe(200);
    expect((await rate(app, sameStars.headers, resource._id, 2)).statusCode).toBe(200);
    // No write between these reads: every answer is made from the one cached page.
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
      sql`update resources set title = 'Keptpage Retitled' where id = ${resource._id}`,
    );
    await app.ctx.cache.settled();
    expect((await list(app, student.headers, 'q=Keptpage'))[0]?.title).toBe('Keptpage Retitled');
  });

  it('shows an uploader renamed outside any request', async () => {
    await list(app, otherStudent.headers, 'q=Keptpage');
    await app.ctx.db.execute(sql`update users set name = 'Renamed Uploader' where id = ${alumni.id}`);
    await app.ctx.cache.settled();
    expect((await list(app, otherStudent.headers, 'q=Keptpage'))[0]?.uploadedBy?.name).toBe(
      'Renamed Uploader',
    );
  });

  it('does not keep a page that a change overtook while it was read', async () => {
    const racing = await publishedResource(app, alumni.headers, admin.headers, titled('Racing Notes'));
    await readWithChangeMidway(
      app,
      () => app.ctx.db.execute(sql`update resources set description = 'Raced' where id = ${racing._id}`),
      () => list(app, student.headers, 'q=Racing'),
    );
    expect((await list(app, student.headers, 'q=Racing'))[0]?.description).toBe('Raced');
  });

  it('counts a view and a download, shown by the next list read', async () => {
    const [before] = await list(app, student.headers, 'q=Keptpage');
    expect((await fetchFile(app, student.headers, resource._id, '')).statusCode).toBe(200);
    expect((await list(app, student.headers, 'q=Keptpage'))[0]).toMatchObject({
      views: before!.views + 1,
      downloads: before!.downloads,
    });
    expect((await fetchFile(app, student.headers, resource._id)).statusCode).toBe(200);
    expect((await list(app, student.headers, 'q=Keptpage'))[0]).toMatchObject({
      views: before!.views + 1,
      downloads: before!.downloads + 1,
    });
  });

  it('keeps a recent page through a download: only the counts are read again', async () => {
    const [before] = await list(app, student.headers, 'q=Keptpage&sort=recent');
    expect((await fetchFile(app, student.headers, resource._id)).statusCode).toBe(200);
    await app.ctx.cache.settled();
    const { statements, rows } = await statementsOfList(app, student.headers, 'q=Keptpage&sort=recent');
    expect(statements).toBe(1);
    expect(rows[0]?.downloads).toBe(before!.downloads + 1);
  });

  it('orders by downloads, and reorders that page once a download is heard', async () => {
    const first = await publishedResource(app, alumni.headers, admin.headers, titled('Dlorder First'));
    const second = await publishedResource(app, alumni.headers, admin.headers, titled('Dlorder Second'));
    expect((await fetchFile(app, student.headers, first._id)).statusCode).toBe(200);
    await app.ctx.cache.settled();
    const ids = async () =>
      (await list(app, student.headers, 'q=Dlorder&sort=downloads')).map((row) => row._id);
    expect(await ids()).toEqual([first._id, second._id]);
    for (let i = 0; i < 2; i++)
      expect((await fetchFile(app, otherStudent.headers, second._id)).statusCode).toBe(200);
    await app.ctx.cache.settled();
    expect(await ids()).toEqual([second._id, first._id]);
    expect(
      (await list(app, student.headers, 'q=Dlorder&sort=downloads')).map((row) => row.downloads),
    ).toEqual([2, 1]);
  });
});

describe('resources: the instance that answered a write reads it at once', async () => {
  const { app, clock } = await createTestApp();
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
