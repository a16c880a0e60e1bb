import { ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  auditRows,
  experienceForm,
  insightForm,
  postAs,
  type Session,
  session,
} from '../../../test/admin-console';
import { createTestApp } from '../../../test/test-app';

const URL = '/api/admin/audit-log';

describe('admin console: the audit log', async () => {
  const { app, clock } = await createTestApp();
  const admin = await session(app, 'admin', { name: 'Site Admin' });
  const otherAdmin = await session(app, 'admin', { name: 'Other Admin' });
  const alumni = await session(app, 'alumni');
  const student = await session(app, 'student');
  const remove = (caller: Session, kind: 'experience' | 'insight', id: string) =>
    app.inject({
      method: 'DELETE',
      url:
        kind === 'experience'
          ? `/api/alumni-features/interview-experience/${id}`
          : `/api/company-insights/${id}`,
      headers: caller.headers,
    });
  const list = (query = '', caller: Session = admin) =>
    app.inject({ method: 'GET', url: `${URL}${query}`, headers: caller.headers });

  it('records an admin deleting someone else’s experience or insight, not authors deleting their own', async () => {
    const own = await postAs(app, alumni, 'experience', experienceForm());
    expect((await remove(alumni, 'experience', own)).statusCode).toBe(200);
    const ownInsight = await postAs(app, admin, 'insight', insightForm({ company: 'Admin Co' }));
    expect((await remove(admin, 'insight', ownInsight)).statusCode).toBe(200);
    expect(await auditRows(app)).toEqual([]);

    const experience = await postAs(
      app,
      alumni,
      'experience',
      experienceForm({ companyName: 'Acme', role: 'SDE' }),
    );
    clock.advance(60_000);
    expect((await remove(admin, 'experience', experience)).statusCode).toBe(200);
    const insight = await postAs(app, alumni, 'insight', insightForm({ company: 'Globex' }));
    clock.advance(60_000);
    expect((await remove(otherAdmin, 'insight', insight)).statusCode).toBe(200);

    const rows = await auditRows(app);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorName: 'Site Admin',
      action: 'experience.delete',
      targetType: 'experience',
      targetId: experience,
      targetLabel: 'Acme (SDE)',
      before: { company: 'Acme', role: 'SDE', alumniId: alumni.id },
    });
    expect(rows[1]).toMatchObject({
      actorId: otherAdmin.id,
      action: 'insight.delete',
      targetType: 'insight',
      targetId: insight,
      targetLabel: 'Globex',
    });
  });

  it('lists the log newest first with the total, filters and pages', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'insight.delete',
      'experience.delete',
    ]);
    expect(body.data[1]).toEqual({
      _id: expect.any(String),
      actor: { _id: admin.id, name: 'Site Admin' },
      action: 'experience.delete',
      targetType: 'experience',
      targetId: expect.any(String),
      targetLabel: 'Acme (SDE)',
      reason: null,
      before: expect.objectContaining({ company: 'Acme' }),
      after: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const experienceId = body.data[1].targetId as string;

    const byAction = (await list('?action=experience.delete')).json();
    expect(byAction.data.map((entry: { targetId: string }) => entry.targetId)).toEqual([experienceId]);
    expect((await list(`?actorId=${otherAdmin.id}`)).json().data).toHaveLength(1);
    expect((await list('?targetType=insight')).json().total).toBe(1);
    expect((await list(`?targetId=${experienceId}`)).json().total).toBe(1);
    expect((await list('?targetType=resource')).json()).toMatchObject({ data: [], total: 0 });
    expect((await list('?action=all&targetType=')).json().total).toBe(2);

    const second = await list('?limit=1&page=2');
    expect(second.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'experience.delete',
    ]);
    expect(second.headers['x-total-count']).toBe('2');
    const past = await list('?limit=1&page=5');
    expect(past.json()).toMatchObject({ data: [], total: 2 });
  });

  it.each([
    ['action=user.explode', 'Unknown action'],
    ['targetType=planet', 'Unknown target type'],
    ['actorId=42', M.idInvalid],
    ['page=-1', 'page must be at least 1'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=2.5', 'limit must be a whole number'],
  ])('answers 400 to the junk query %s', async (query, message) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('documents the admin console in the OpenAPI reference', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      Object.keys(spec.paths)
        .filter((path) => path.startsWith('/api/admin/'))
        .sort(),
    ).toEqual([
      '/api/admin/analytics',
      '/api/admin/analytics/recommendations',
      '/api/admin/analytics/sessions',
      '/api/admin/audit-log',
      '/api/admin/export/{kind}.csv',
      '/api/admin/reports',
      '/api/admin/reports/{id}',
    ]);
    expect(spec.paths['/api/users/{id}/report'].post.responses['201']).toBeDefined();
    const exportParams = spec.paths['/api/admin/export/{kind}.csv'].get.parameters;
    expect(exportParams).toEqual([expect.objectContaining({ name: 'kind', in: 'path' })]);
  });

  it('is for admins only', async () => {
    expect((await list('', student)).statusCode).toBe(403);
    expect((await list('', alumni)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
