import { LIST_CAP, MAX_PAGE, RESOURCE_LIMITS, type Resource } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { resourcePeople } from '../../../test/resources';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { resources } from '../../db/schema/resources';
import type { AppInstance } from '../../platform/context';

const START = Date.parse('2026-01-05T09:00:00.000Z');

/** Rows written straight to the table, one second apart: far more than uploads could make quickly. */
async function insertResources(
  app: AppInstance,
  uploaderId: string,
  count: number,
  status: 'published' | 'pending',
  from = 0,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    uploaderId,
    title: `${status} ${from + i}`,
    description: 'Bulk row',
    category: 'Study Material',
    status,
    storageKey: `resources/bulk-${status}-${from + i}.pdf`,
    fileName: `bulk-${from + i}.pdf`,
    fileExtension: 'pdf',
    contentType: 'application/pdf',
    fileSize: 1000,
    createdAt: new Date(START + (from + i) * 1000),
  }));
  for (let at = 0; at < rows.length; at += 500) {
    await app.ctx.db.insert(resources).values(rows.slice(at, at + 500));
  }
  await app.ctx.cache.settled();
}

describe('resources: whole lists and pages', async () => {
  const { app } = await createTestApp();
  const { student, alumni, admin } = await resourcePeople(app);
  const published = RESOURCE_LIMITS.maxPageSize + 25;
  await insertResources(app, alumni.id, published, 'published');
  await insertResources(app, alumni.id, 3, 'pending', published);
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const titles = (body: Resource[]) => body.map((resource) => resource.title);
  const newestFirst = (status: string, count: number, last: number) =>
    Array.from({ length: count }, (_, i) => `${status} ${last - i}`);

  it('answers every row without page or limit, beyond the largest page, with X-Total-Count and no Link', async () => {
    const forStudent = await get('/api/resources', student.headers);
    expect(forStudent.statusCode).toBe(200);
    expect(titles(forStudent.json())).toEqual(newestFirst('published', published, published - 1));
    expect(forStudent.headers['x-total-count']).toBe(String(published));
    expect(forStudent.headers.link).toBeUndefined();

    const everything = [
      ...newestFirst('pending', 3, published + 2),
      ...newestFirst('published', published, published - 1),
    ];
    for (const [url, headers] of [
      ['/api/resources', alumni.headers],
      ['/api/resources/admin/all', admin.headers],
      ['/api/placement-resources', admin.headers],
    ] as const) {
      const response = await get(url, headers);
      expect(titles(response.json()), url).toEqual(everything);
      expect(response.headers['x-total-count'], url).toBe(String(published + 3));
      expect(response.headers.link, url).toBeUndefined();
    }
  });

  it('keeps its filters and sorts on the whole list', async () => {
    const pending = await get('/api/resources/admin/all?status=pending&sort=title', admin.headers);
    expect(titles(pending.json())).toEqual(['pending 125', 'pending 126', 'pending 127']);
    expect(pending.headers['x-total-count']).toBe('3');
    // A status filter never widens a student's list beyond the published resources.
    const forStudent = await get('/api/resources?status=pending', student.headers);
    expect(forStudent.json()).toHaveLength(published);
  });

  it('answers one page with page or limit: X-Total-Count the whole count, Link the neighbours', async () => {
    const page = await get('/api/resources?page=2&limit=50', student.headers);
    expect(titles(page.json())).toEqual(newestFirst('published', 50, published - 51));
    expect(page.headers['x-total-count']).toBe(String(published));
    expect(page.headers.link).toBe(
      [
        '</api/resources?page=1&limit=50>; rel="first"',
        '</api/resources?page=1&limit=50>; rel="prev"',
        '</api/resources?page=3&limit=50>; rel="next"',
        '</api/resources?page=3&limit=50>; rel="last"',
      ].join(', '),
    );
    // page alone: the list's own page size; limit alone: the first page.
    const second = await get('/api/resources/admin/all?page=2&status=published', admin.headers);
    expect(titles(second.json())).toEqual(newestFirst('published', 20, published - 21));
    expect(second.headers.link).toContain(
      '</api/resources/admin/all?page=3&status=published&limit=20>; rel="next"',
    );
    const first = await get('/api/resources?limit=5', student.headers);
    expect(titles(first.json())).toEqual(newestFirst('published', 5, published - 1));
    expect(first.headers.link).toContain('rel="next"');
  });

  it("pages the admin dashboard's list by 10 unless told otherwise", async () => {
    const latest = await get('/api/placement-resources?page=1', admin.headers);
    expect(titles(latest.json())).toEqual([
      ...newestFirst('pending', 3, published + 2),
      ...newestFirst('published', RESOURCE_LIMITS.dashboardLatest - 3, published - 1),
    ]);
    expect(latest.headers['x-total-count']).toBe(String(published + 3));
    expect(latest.headers.link).toContain('</api/placement-resources?page=2&limit=10>; rel="next"');
    // Sorting is not the dashboard's to choose: newest first always.
    const sorted = await get('/api/placement-resources?limit=3&sort=title', admin.headers);
    expect(titles(sorted.json())).toEqual(newestFirst('pending', 3, published + 2));
  });

  it('reads a whole list in two statements at most: the rows with their total, then their counts and the reader’s ratings', async () => {
    for (const [url, headers] of [
      ['/api/resources', student.headers],
      ['/api/placement-resources', admin.headers],
    ] as const) {
      expect(await statementsOf(app, () => get(url, headers)), url).toBeLessThanOrEqual(2);
    }
  });

  it('answers a bad page or limit with its 400 message', async () => {
    for (const path of ['/api/resources', '/api/resources/admin/all', '/api/placement-resources']) {
      for (const [query, message] of [
        ['page=0', 'page must be a whole number'],
        ['page=1.5', 'page must be a whole number'],
        [`page=${MAX_PAGE + 1}`, 'page must be a whole number'],
        ['limit=0', 'limit must be a whole number'],
        ['limit=abc', 'limit must be a whole number'],
        [`limit=${RESOURCE_LIMITS.maxPageSize + 1}`, 'limit must be a whole number'],
      ] as const) {
        const response = await get(`${path}?${query}`, admin.headers);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().message, `${path}?${query}`).toBe(message);
      }
    }
  });
});

describe('resources: a whole list stops at LIST_CAP', async () => {
  const { app } = await createTestApp();
  const { student, alumni } = await resourcePeople(app);
  await insertResources(app, alumni.id, LIST_CAP + 1, 'published');

  it('answers the newest LIST_CAP rows, with the true total in X-Total-Count', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/resources', headers: student.headers });
    const body = response.json() as Resource[];
    expect(body).toHaveLength(LIST_CAP);
    expect(body[0]?.title).toBe(`published ${LIST_CAP}`);
    expect(body.at(-1)?.title).toBe('published 1');
    expect(response.headers['x-total-count']).toBe(String(LIST_CAP + 1));
  });
});

describe('resources: a search', async () => {
  const { app } = await createTestApp();
  const { student, alumni } = await resourcePeople(app);
  const insert = (title: string, description: string, tags: string[]) =>
    app.ctx.db.insert(resources).values({
      uploaderId: alumni.id,
      title,
      description,
      tags,
      category: 'Study Material',
      status: 'published',
      storageKey: `resources/search-${title}.pdf`,
      fileName: 'search.pdf',
      fileExtension: 'pdf',
      contentType: 'application/pdf',
      fileSize: 1000,
    });
  await insert('Quartzgraph primer', 'Plain words', []);
  await insert('Plain title', 'All about QUARTZGRAPH walks', []);
  await insert('Other', 'Nothing here', ['notes', 'quartzgraph']);
  await insert('Quartz', 'graph', ['quartz', 'graph']);
  await app.ctx.cache.settled();
  const titles = async (q: string, sort = 'recent') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/resources?q=${encodeURIComponent(q)}&sort=${sort}`,
      headers: student.headers,
    });
    return (response.json() as Resource[]).map((resource) => resource.title).sort();
  };

  it('matches the title, the description or one tag, in any case, and never across two of them', async () => {
    expect(await titles('quartzgraph')).toEqual(['Other', 'Plain title', 'Quartzgraph primer']);
    expect(await titles('quartzgraph', 'title')).toEqual(['Other', 'Plain title', 'Quartzgraph primer']);
    expect(await titles('quartz graph')).toEqual([]);
    expect(await titles('quartz\u001fgraph')).toEqual(['Other', 'Plain title', 'Quartzgraph primer']);
  });
});
