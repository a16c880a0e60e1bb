import { RESOURCE_MESSAGES as M, RESOURCE_LIMITS, type Resource } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  publishedResource,
  resourceFields,
  resourcePeople,
  uploadResource,
  verify,
} from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';

describe('resources: lists, details, edits and stats', async () => {
  const { app } = await createTestApp();
  const { student, alumni, otherAlumni, admin, person } = await resourcePeople(app);
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const titles = async (url: string, headers: Record<string, string>) =>
    ((await get(url, headers)).json() as Resource[]).map((resource) => resource.title);

  const fields = (title: string, extra: Record<string, string> = {}) => ({
    fields: resourceFields({ title, ...extra }),
  });
  const published1 = await publishedResource(app, alumni.headers, admin.headers, fields('Alpha 100% Guide'));
  const published2 = await publishedResource(
    app,
    alumni.headers,
    admin.headers,
    fields('Beta Notes', { category: 'Other', customCategory: 'Group Discussion', tags: 'gd, speaking' }),
  );
  const pending = await uploadResource(app, alumni.headers, fields('Gamma Pending'));
  const refused = await uploadResource(app, alumni.headers, fields('Delta Refused'));
  await verify(app, admin.headers, refused._id, { isVerified: false, reason: 'Not readable' });
  const others = await publishedResource(
    app,
    otherAlumni.headers,
    admin.headers,
    fields('Epsilon_Other', { category: 'Mock Tests', description: 'Five full mock tests.' }),
  );

  it('shows students only published resources, alumni only their own, admins all', async () => {
    const forStudent = await get('/api/resources', student.headers);
    expect(forStudent.statusCode).toBe(200);
    expect(forStudent.headers['x-total-count']).toBe('3');
    expect((forStudent.json() as Resource[]).map((resource) => resource.title).sort()).toEqual([
      'Alpha 100% Guide',
      'Beta Notes',
      'Epsilon_Other',
    ]);
    expect((await titles('/api/resources', alumni.headers)).sort()).toEqual([
      'Alpha 100% Guide',
      'Beta Notes',
      'Delta Refused',
      'Gamma Pending',
    ]);
    expect(await titles('/api/resources', otherAlumni.headers)).toEqual(['Epsilon_Other']);
    const all = await get('/api/resources', admin.headers);
    expect(all.headers['x-total-count']).toBe('5');
    const adminAll = await get('/api/resources/admin/all', admin.headers);
    expect(adminAll.headers['x-total-count']).toBe('5');
    expect(adminAll.json()).toEqual(all.json());
    expect((await get('/api/resources?status=pending', student.headers)).headers['x-total-count']).toBe('3');
  });

  it("hides the uploader's e-mail from everyone but the uploader and admins", async () => {
    const seen = (await get('/api/resources', student.headers)).json() as Resource[];
    const alpha = seen.find((resource) => resource._id === published1._id)!;
    expect(alpha.uploadedBy).toEqual({ _id: alumni.id, name: alumni.name, email: '' });
    expect(alpha.canEdit).toBe(false);
    const own = (await get(`/api/resources/${published1._id}`, alumni.headers)).json().data as Resource;
    expect(own.uploadedBy?.email).toBe(alumni.email);
    const byAdmin = (await get(`/api/resources/${published1._id}`, admin.headers)).json().data as Resource;
    expect(byAdmin).toMatchObject({ uploadedBy: { email: alumni.email }, canEdit: true });
  });

  it('filters by status for alumni and admins, and shows the refusal reason', async () => {
    expect(await titles('/api/resources?status=pending', alumni.headers)).toEqual(['Gamma Pending']);
    const refusedList = (await get('/api/resources/admin/all?status=refused', admin.headers)).json();
    expect(refusedList).toMatchObject([
      { title: 'Delta Refused', status: 'refused', refusalReason: 'Not readable' },
    ]);
    expect((await get('/api/resources?status=nope', admin.headers)).json()).toMatchObject({
      message: 'Unknown status',
    });
  });

  it('searches title, description and tags literally, case-insensitively', async () => {
    expect(await titles('/api/resources?q=alpha', student.headers)).toEqual(['Alpha 100% Guide']);
    // %, _ and \ are literal characters, not wildcards.
    expect(await titles('/api/resources?q=100%25', student.headers)).toEqual(['Alpha 100% Guide']);
    expect(await titles('/api/resources?q=0%25 G', student.headers)).toEqual(['Alpha 100% Guide']);
    expect(await titles('/api/resources?q=n_o', student.headers)).toEqual(['Epsilon_Other']);
    expect(await titles('/api/resources?q=a_p', student.headers)).toEqual([]);
    expect(await titles('/api/resources?q=%5C', student.headers)).toEqual([]);
    expect(await titles('/api/resources?q=FULL MOCK', student.headers)).toEqual(['Epsilon_Other']);
    expect(await titles('/api/resources?q=SPEAK', student.headers)).toEqual(['Beta Notes']);
    expect(await titles('/api/resources?q=Gamma', student.headers)).toEqual([]);
    expect(await titles('/api/resources?q=Epsilon', alumni.headers)).toEqual([]);
    const tooLong = await get(`/api/resources?q=${'x'.repeat(201)}`, student.headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(M.searchTooLong);
  });

  it('filters by category; Other lists the custom categories', async () => {
    expect(published2).toMatchObject({ category: 'Group Discussion', tags: ['gd', 'speaking'] });
    expect(await titles('/api/resources?category=Mock Tests', student.headers)).toEqual(['Epsilon_Other']);
    expect(await titles('/api/resources?category=Other', student.headers)).toEqual(['Beta Notes']);
    expect(await titles('/api/resources?category=Group Discussion', student.headers)).toEqual(['Beta Notes']);
  });

  it('sorts and pages, with the total in X-Total-Count', async () => {
    expect(await titles('/api/resources?sort=title', admin.headers)).toEqual([
      'Alpha 100% Guide',
      'Beta Notes',
      'Delta Refused',
      'Epsilon_Other',
      'Gamma Pending',
    ]);
    expect(await titles('/api/resources', otherAlumni.headers)).toEqual(['Epsilon_Other']);
    expect((await titles('/api/resources?limit=2&page=1', admin.headers)).length).toBe(2);
    const page3 = await get('/api/resources?limit=2&page=3&sort=title', admin.headers);
    expect(page3.headers['x-total-count']).toBe('5');
    expect(page3.json().map((resource: Resource) => resource.title)).toEqual(['Gamma Pending']);
    for (const sort of ['downloads', 'rating', 'recent'])
      expect((await get(`/api/resources?sort=${sort}`, admin.headers)).statusCode).toBe(200);
    expect(
      (await get(`/api/resources?limit=${RESOURCE_LIMITS.maxPageSize + 1}`, admin.headers)).statusCode,
    ).toBe(400);
  });

  it('shows one resource to whoever may see it and counts each view; 404 otherwise', async () => {
    const first = await get(`/api/resources/${published1._id}`, student.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: { _id: published1._id, title: 'Alpha 100% Guide' },
    });
    const views = first.json().data.views as number;
    expect(views).toBeGreaterThan(0);
    expect((await get(`/api/resources/${published1._id}`, student.headers)).json().data.views).toBe(
      views + 1,
    );
    await get('/api/resources', student.headers);
    expect((await get(`/api/resources/${published1._id}`, student.headers)).json().data.views).toBe(
      views + 2,
    );
    for (const [id, headers] of [
      [pending._id, student.headers],
      [refused._id, student.headers],
      [pending._id, otherAlumni.headers],
      [published1._id, otherAlumni.headers],
      ['00000000-0000-4000-8000-000000000000', admin.headers],
      ['not-a-uuid', admin.headers],
    ] as const) {
      const response = await get(`/api/resources/${id}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
    }
    expect((await get(`/api/resources/${pending._id}`, alumni.headers)).statusCode).toBe(200);
    expect((await get(`/api/resources/${others._id}`, admin.headers)).statusCode).toBe(200);
  });

  it('lets the uploader or an admin edit title, description, category and tags only', async () => {
    const own = await uploadResource(app, alumni.headers, fields('To Edit'));
    const edit = (headers: Record<string, string>, payload: Record<string, unknown>, id = own._id) =>
      app.inject({ method: 'PUT', url: `/api/resources/${id}`, headers, payload });
    const response = await edit(alumni.headers, {
      title: ' Edited ',
      description: 'New description',
      category: 'Other',
      customCategory: 'Internships',
      tags: ['one', 'two'],
      status: 'published',
      downloads: 99,
      fileName: 'evil.exe',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: M.updated,
      data: {
        title: 'Edited',
        description: 'New description',
        category: 'Internships',
        tags: ['one', 'two'],
        status: 'pending',
        downloads: 0,
        fileName: own.fileName,
      },
    });
    const byAdmin = await edit(admin.headers, { ...resourceFields({ title: 'By Admin' }), tags: 'x, y' });
    expect(byAdmin.json().data).toMatchObject({ title: 'By Admin', tags: ['x', 'y'] });

    const invalid = await edit(alumni.headers, { title: '', category: 'Other', description: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: M.titleRequired,
      errors: [
        { path: 'title', message: M.titleRequired },
        { path: 'customCategory', message: M.customCategoryRequired },
        { path: 'description', message: M.descriptionRequired },
      ],
    });
    expect((await edit(otherAlumni.headers, resourceFields())).statusCode).toBe(404);
    expect((await edit(student.headers, resourceFields())).statusCode).toBe(404);
    expect((await edit(student.headers, resourceFields(), published1._id)).statusCode).toBe(403);
  });

  it('gives alumni the totals of their uploads and admins the platform counts', async () => {
    const fresh = await person('alumni');
    const empty = await get('/api/resources/stats', fresh.headers);
    expect(empty.json()).toEqual({
      success: true,
      data: { totalUploads: 0, averageRating: 0, totalDownloads: 0, pending: 0, published: 0, refused: 0 },
    });
    const a = await publishedResource(app, fresh.headers, admin.headers);
    const b = await publishedResource(app, fresh.headers, admin.headers);
    await publishedResource(app, fresh.headers, admin.headers);
    await uploadResource(app, fresh.headers);
    const rate = (id: string, rater: Record<string, string>, rating: number) =>
      app.inject({ method: 'POST', url: `/api/resources/${id}/rate`, headers: rater, payload: { rating } });
    const raters = [await person('student'), await person('student')];
    // a: 5 and 4 (4.5); b: 2; the third unrated: the average is (4.5 + 2) / 2 = 3.25, shown 3.3.
    await rate(a._id, raters[0]!.headers, 5);
    await rate(a._id, raters[1]!.headers, 4);
    await rate(b._id, raters[0]!.headers, 2);
    for (let i = 0; i < 3; i++) await get(`/api/resources/${a._id}/download-file`, raters[0]!.headers);
    await get(`/api/resources/${b._id}/download-file`, raters[1]!.headers);
    expect((await get('/api/resources/stats', fresh.headers)).json().data).toEqual({
      totalUploads: 4,
      averageRating: 3.3,
      totalDownloads: 4,
      pending: 1,
      published: 3,
      refused: 0,
    });
    const platform = (await get('/api/resources/stats', admin.headers)).json().data;
    expect(platform).toMatchObject({
      totalUploads: 10,
      pending: 3,
      published: 6,
      refused: 1,
      totalDownloads: 4,
    });
    expect((await get('/api/resources/stats', student.headers)).statusCode).toBe(403);
  });

  it('gives the admin dashboard the newest resources; the counts are the admin stats', async () => {
    const response = await get('/api/placement-resources', admin.headers);
    expect(response.statusCode).toBe(200);
    const all = (await get('/api/resources/admin/all', admin.headers)).json() as Resource[];
    expect(response.json()).toEqual(all);
    const latest = await get('/api/placement-resources?page=1', admin.headers);
    expect(latest.json()).toEqual(all.slice(0, RESOURCE_LIMITS.dashboardLatest));
    const stats = (await get('/api/resources/stats', admin.headers)).json().data;
    expect(latest.headers['x-total-count']).toBe(String(stats.totalUploads));
    expect(stats.totalUploads).toBe(all.length);
    for (const headers of [student.headers, alumni.headers]) {
      expect((await get('/api/placement-resources', headers)).statusCode).toBe(403);
      expect((await get('/api/resources/admin/all', headers)).statusCode).toBe(403);
    }
  });
});
