import { describe, expect, it } from 'vitest';
import {
  experienceForm,
  insightForm,
  postAs,
  reportAs,
  type Session,
  session,
  storedResource,
} from '../../../test/admin-console';
import { createTestApp } from '../../../test/test-app';

const URL = '/api/admin/reports';

describe('admin console: the reports panel', async () => {
  const { app, clock } = await createTestApp();
  const admin = await session(app, 'admin', { name: 'Site Admin' });
  const author = await session(app, 'alumni', { name: 'Asha Author' });
  const readers = [
    await session(app, 'student', { name: 'Ravi Reader' }),
    await session(app, 'student', { name: 'Meena Reader' }),
    await session(app, 'alumni', { name: 'Kiran Reader' }),
  ] as const;
  const list = (query = '', caller: Session = admin) =>
    app.inject({ method: 'GET', url: `${URL}${query}`, headers: caller.headers });

  // Three reports of one experience (two reasons), one of an insight, one of the author's profile; the
  // clock moves a minute between reports so "newest first" is decided by time.
  const experienceId = await postAs(app, author, 'experience', experienceForm({ companyName: 'Acme & Co' }));
  const insightId = await postAs(app, author, 'insight', insightForm({ company: 'Globex' }));
  const step = () => clock.advance(60_000);
  await reportAs(app, readers[0], 'experience', experienceId, 'Spam or advertising', 'Buy now!');
  step();
  await reportAs(app, readers[1], 'experience', experienceId, 'Inaccurate or misleading');
  step();
  await reportAs(app, readers[2], 'experience', experienceId, 'Spam or advertising', '<b>ads</b>');
  step();
  await reportAs(app, readers[0], 'insight', insightId, 'Copied from elsewhere');
  step();
  await reportAs(app, readers[1], 'profile', author.id, 'Other', 'Fake profile');

  it('groups the open reports per item, most reported first, with counts, reasons and reporters', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.openCounts).toEqual({ experience: 1, insight: 1, resource: 0, profile: 1, review: 0 });
    const [experience, ...rest] = body.data;
    expect(experience).toMatchObject({
      kind: 'experience',
      targetId: experienceId,
      targetLabel: 'Acme & Co',
      targetPath: '/interviews?company=Acme%20%26%20Co',
      author: { _id: author.id, name: 'Asha Author' },
      status: 'open',
      reportCount: 3,
      reasons: [
        { reason: 'Spam or advertising', count: 2 },
        { reason: 'Inaccurate or misleading', count: 1 },
      ],
      resolvedAt: null,
    });
    expect(experience.reports.map((r: { reporter: { name: string } }) => r.reporter.name)).toEqual([
      'Kiran Reader',
      'Meena Reader',
      'Ravi Reader',
    ]);
    expect(experience.reports[0]).toMatchObject({ reason: 'Spam or advertising', details: '<b>ads</b>' });
    expect(experience._id).toBe(experience.reports[0]._id);
    expect(experience.firstReportedAt).toBe(experience.reports[2].createdAt);
    expect(experience.lastReportedAt).toBe(experience.reports[0].createdAt);
    // Ties on count: the most recently reported first (the profile, then the insight).
    expect(rest.map((item: { kind: string }) => item.kind)).toEqual(['profile', 'insight']);
    expect(rest[0]).toMatchObject({
      targetLabel: 'Asha Author',
      targetPath: `/alumni/${author.id}`,
      author: { _id: author.id },
    });
    expect(rest[1]).toMatchObject({
      targetLabel: 'Globex',
      targetPath: '/company-insights?q=Globex',
      reportCount: 1,
    });
  });

  it('filters by kind and pages, with the total of the filter and past the last page', async () => {
    const insights = (await list('?kind=insight')).json();
    expect(insights.data.map((item: { targetId: string }) => item.targetId)).toEqual([insightId]);
    expect(insights.total).toBe(1);
    const second = await list('?limit=1&page=2');
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json().data.map((item: { kind: string }) => item.kind)).toEqual(['profile']);
    const past = await list('?limit=2&page=9');
    expect(past.json()).toMatchObject({ data: [], total: 3, openCounts: { experience: 1, profile: 1 } });
    expect(past.headers['x-total-count']).toBe('3');
    expect((await list('?status=closed')).json()).toMatchObject({ data: [], total: 0 });
  });

  it.each([
    ['status=pending', 'Unknown status'],
    ['kind=comment', 'Unknown kind'],
    ['page=0', 'page must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a whole number'],
  ])('answers 400 to the junk query %s', async (query, message) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for admins only', async () => {
    expect((await list('', readers[0])).statusCode).toBe(403);
    expect((await list('', author)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('admin console: a reported resource', async () => {
  const { app } = await createTestApp();
  const admin = await session(app, 'admin');
  const uploader = await session(app, 'alumni', { name: 'Uma Uploader' });
  const reader = await session(app, 'student');
  const resource = await storedResource(app, uploader.id, 'Leaked Answers');
  await reportAs(app, reader, 'resource', resource.id, 'Confidential or personal information');

  it('links the moderation page and names the uploader', async () => {
    const [item] = (await app.inject({ method: 'GET', url: URL, headers: admin.headers })).json().data;
    expect(item).toMatchObject({
      kind: 'resource',
      targetLabel: 'Leaked Answers',
      targetPath: '/admin/resources',
      author: { _id: uploader.id, name: 'Uma Uploader' },
    });
  });
});
