import { type LeaderboardEntry, RESOURCE_MESSAGES as M } from '@mentorbridge/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../../test/mail';
import { resourceFields, resourcePeople, uploadResource, verify } from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit-log';
import { pointsLedger } from '../../db/schema/leaderboard';

describe('resources: review (publish, unpublish, refuse)', async () => {
  const { app, mail, clock } = await createTestApp({ env: { PUBLIC_URL: 'https://mentors.example.edu' } });
  const { student, alumni, admin, person } = await resourcePeople(app);
  const audits = (id: string) =>
    app.ctx.db
      .select({
        actorId: auditLog.actorId,
        action: auditLog.action,
        reason: auditLog.reason,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(asc(auditLog.createdAt));
  const ledger = (id: string) =>
    app.ctx.db
      .select({
        userId: pointsLedger.userId,
        points: pointsLedger.points,
        isReversal: pointsLedger.isReversal,
      })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.sourceType, 'resource'), eq(pointsLedger.sourceId, id)));
  const standing = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/leaderboard/me', headers })).json() as LeaderboardEntry;
  const visibleToStudents = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/resources/${id}`, headers: student.headers })).statusCode;

  it('publishes: visible to students, +10 to the uploader, a mail, an audit entry', async () => {
    const uploader = await person('alumni');
    const resource = await uploadResource(app, uploader.headers, {
      fields: resourceFields({ title: 'Heaps <b>& Tries</b>' }),
    });
    expect(await visibleToStudents(resource._id)).toBe(404);
    const response = await verify(app, admin.headers, resource._id, { isVerified: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: M.published,
      data: { _id: resource._id, isVerified: true, status: 'published' },
    });
    expect(await visibleToStudents(resource._id)).toBe(200);
    expect(await standing(uploader.headers)).toMatchObject({
      points: 10,
      contributions: { resourcesShared: 1 },
    });
    expect(await ledger(resource._id)).toEqual([{ userId: uploader.id, points: 10, isReversal: false }]);

    const mails = await mailsTo(app, mail, uploader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your resource “Heaps <b>& Tries</b>” is published');
    expect(mails[0]!.text).toContain('Resource: Heaps <b>& Tries</b>');
    expect(mails[0]!.text).toContain('https://mentors.example.edu/resources');
    expect(mails[0]!.html).toContain('Heaps &lt;b&gt;&amp; Tries&lt;/b&gt;');
    expect(mails[0]!.html).not.toContain('<b>&');

    expect(await audits(resource._id)).toEqual([
      {
        actorId: admin.id,
        action: 'resource.publish',
        reason: null,
        before: { status: 'pending' },
        after: { status: 'published' },
      },
    ]);
  });

  it('publishing a published resource again changes nothing (no second payment, mail or entry)', async () => {
    const uploader = await person('alumni');
    const resource = await uploadResource(app, uploader.headers);
    await verify(app, admin.headers, resource._id, { isVerified: true });
    const again = await verify(app, admin.headers, resource._id, { isVerified: true });
    expect(again.json().message).toBe(M.published);
    expect(await mailsTo(app, mail, uploader.email)).toHaveLength(1);
    expect(await audits(resource._id)).toHaveLength(1);
    expect((await standing(uploader.headers)).points).toBe(10);
  });

  it('unpublishes back to pending review: hidden, points taken back, reason kept in the audit log', async () => {
    const uploader = await person('alumni');
    const resource = await uploadResource(app, uploader.headers);
    await verify(app, admin.headers, resource._id, { isVerified: true });
    clock.advance(60_000);
    const response = await verify(app, admin.headers, resource._id, {
      isVerified: false,
      reason: 'Outdated',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.unpublished,
      data: { isVerified: false, status: 'pending', refusalReason: null },
    });
    expect(await visibleToStudents(resource._id)).toBe(404);
    expect(await standing(uploader.headers)).toMatchObject({
      points: 0,
      contributions: { resourcesShared: 0 },
    });
    expect(await ledger(resource._id)).toEqual(
      expect.arrayContaining([
        { userId: uploader.id, points: 10, isReversal: false },
        { userId: uploader.id, points: -10, isReversal: true },
      ]),
    );
    expect((await audits(resource._id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['resource.publish', null],
      ['resource.unpublish', 'Outdated'],
    ]);
    expect(await mailsTo(app, mail, uploader.email)).toHaveLength(1);

    // Published again: visible again, but the ledger pays a source once.
    expect((await verify(app, admin.headers, resource._id, { isVerified: true })).statusCode).toBe(200);
    expect(await visibleToStudents(resource._id)).toBe(200);
    expect((await standing(uploader.headers)).points).toBe(0);
    expect(await ledger(resource._id)).toHaveLength(2);
  });

  it('refuses a pending resource with a reason: mailed to the uploader, shown to them, audited', async () => {
    const uploader = await person('alumni');
    const resource = await uploadResource(app, uploader.headers);
    const missing = await verify(app, admin.headers, resource._id, { isVerified: false });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: M.refuseReasonRequired, code: 'VALIDATION_ERROR' });
    const blank = await verify(app, admin.headers, resource._id, { isVerified: false, reason: '   ' });
    expect(blank.json().message).toBe(M.refuseReasonRequired);
    expect(await audits(resource._id)).toEqual([]);

    const reason = 'Please remove the <script> copied pages & upload your own notes.';
    const response = await verify(app, admin.headers, resource._id, { isVerified: false, reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.refused,
      data: { status: 'refused', isVerified: false, refusalReason: reason },
    });
    const own = await app.inject({
      method: 'GET',
      url: `/api/resources/${resource._id}`,
      headers: uploader.headers,
    });
    expect(own.json().data).toMatchObject({ status: 'refused', refusalReason: reason });
    expect(await visibleToStudents(resource._id)).toBe(404);

    const mails = await mailsTo(app, mail, uploader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('was not published');
    expect(mails[0]!.text).toContain(`Reason: ${reason}`);
    expect(mails[0]!.html).toContain('&lt;script&gt; copied pages &amp; upload');
    expect(await audits(resource._id)).toMatchObject([
      { action: 'resource.refuse', reason, before: { status: 'pending' }, after: { status: 'refused' } },
    ]);
    expect(await ledger(resource._id)).toEqual([]);

    const published = await verify(app, admin.headers, resource._id, { isVerified: true });
    expect(published.json().data).toMatchObject({ status: 'published', refusalReason: null });
    expect((await standing(uploader.headers)).points).toBe(10);
  });

  it('checks the body, the id and the role', async () => {
    const resource = await uploadResource(app, alumni.headers);
    const noFlag = await verify(app, admin.headers, resource._id, {} as never);
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toBe('isVerified must be true or false');
    const long = await verify(app, admin.headers, resource._id, {
      isVerified: false,
      reason: 'x'.repeat(501),
    });
    expect(long.json().message).toBe('Reason must be at most 500 characters');
    expect(
      (await verify(app, admin.headers, '00000000-0000-4000-8000-000000000000', { isVerified: true }))
        .statusCode,
    ).toBe(404);
    expect((await verify(app, admin.headers, 'nope', { isVerified: true })).statusCode).toBe(404);
    for (const headers of [student.headers, alumni.headers]) {
      expect((await verify(app, headers, resource._id, { isVerified: true })).statusCode).toBe(403);
    }
    expect(await visibleToStudents(resource._id)).toBe(404);
  });
});
