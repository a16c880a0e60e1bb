import { ADMIN_MESSAGES as M } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditRows,
  experienceForm,
  insightForm,
  postAs,
  reportAs,
  type Session,
  session,
  storedResource,
} from '../../../test/admin-console';
import { mailsTo } from '../../../test/mail';
import { createTestApp } from '../../../test/test-app';
import { contentReports } from '../../db/schema/content-reports';
import { users } from '../../db/schema/users';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('admin console: deciding reports', async () => {
  const { app, mail } = await createTestApp();
  const admin = await session(app, 'admin', { name: 'Site Admin' });
  const otherAdmin = await session(app, 'admin');
  const author = await session(app, 'alumni', { name: 'Asha <Author>' });
  const readers = [await session(app, 'student'), await session(app, 'student')] as const;

  const decide = (id: string, payload: object, caller: Session = admin) =>
    app.inject({ method: 'PUT', url: `/api/admin/reports/${id}`, headers: caller.headers, payload });
  async function reportIdOf(targetId: string) {
    const rows = await app.ctx.db.select().from(contentReports).where(eq(contentReports.targetId, targetId));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!.id;
  }
  async function reportStatuses(targetId: string) {
    const rows = await app.ctx.db.select().from(contentReports).where(eq(contentReports.targetId, targetId));
    return rows.map((row) => ({ status: row.status, resolvedBy: row.resolvedBy }));
  }
  /** The ids of the audit rows so far, and the rows added since (rows of one instant have no order). */
  const auditIds = async () => new Set((await auditRows(app)).map((row) => row.id));
  const auditSince = async (before: Set<string>) =>
    (await auditRows(app)).filter((row) => !before.has(row.id));
  const pointsOf = async (who: Session) =>
    (await app.inject({ method: 'GET', url: '/api/leaderboard/me', headers: who.headers })).json()
      .points as number;

  it('approve dismisses every open report of the item, keeps the content and writes one audit row', async () => {
    const id = await postAs(app, author, 'experience', experienceForm({ companyName: 'Keepers' }));
    await reportAs(app, readers[0], 'experience', id);
    await reportAs(app, readers[1], 'experience', id, 'Other');
    const before = await auditIds();
    const response = await decide(await reportIdOf(id), { decision: 'approve', reason: 'Looks fine' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.reportDismissed });
    expect(await reportStatuses(id)).toEqual([
      { status: 'dismissed', resolvedBy: admin.id },
      { status: 'dismissed', resolvedBy: admin.id },
    ]);
    const read = await app.inject({
      method: 'GET',
      url: `/api/interviews/${id}`,
      headers: readers[0].headers,
    });
    expect(read.statusCode).toBe(200);
    const added = await auditSince(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      actorId: admin.id,
      action: 'report.dismiss',
      targetType: 'experience',
      targetId: id,
      targetLabel: 'Keepers',
      reason: 'Looks fine',
      before: { status: 'open', reports: 2 },
      after: { status: 'dismissed' },
    });
    const closed = await app.inject({
      method: 'GET',
      url: '/api/admin/reports?status=closed',
      headers: admin.headers,
    });
    expect(closed.json().data).toEqual([
      expect.objectContaining({
        targetId: id,
        status: 'dismissed',
        reportCount: 2,
        resolvedAt: expect.any(String),
      }),
    ]);
    const again = await decide(await reportIdOf(id), { decision: 'remove' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.reportClosed);
    expect(await auditSince(before)).toHaveLength(1);
  });

  it('remove deletes an experience, takes back its points, tells the author and audits both acts', async () => {
    const pointsBefore = await pointsOf(author);
    const id = await postAs(app, author, 'experience', experienceForm({ companyName: 'Gone <Corp>' }));
    expect(await pointsOf(author)).toBe(pointsBefore + 15);
    await reportAs(app, readers[0], 'experience', id);
    await reportAs(app, readers[1], 'experience', id);
    const before = await auditIds();
    const response = await decide(await reportIdOf(id), { decision: 'remove', reason: 'Spam <script>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.contentRemoved);
    const read = await app.inject({
      method: 'GET',
      url: `/api/interviews/${id}`,
      headers: readers[0].headers,
    });
    expect(read.statusCode).toBe(404);
    expect(await pointsOf(author)).toBe(pointsBefore);
    expect((await reportStatuses(id)).map((row) => row.status)).toEqual(['removed', 'removed']);
    const added = await auditSince(before);
    expect(added.map((row) => row.action).sort()).toEqual(['experience.delete', 'report.remove']);
    expect(added.find((row) => row.action === 'report.remove')).toMatchObject({
      targetType: 'experience',
      targetId: id,
      targetLabel: 'Gone <Corp>',
      reason: 'Spam <script>',
      after: { status: 'removed' },
    });
    const [sent] = await mailsTo(app, mail, author.email);
    expect(sent?.subject).toBe('Your interview experience “Gone <Corp>” was removed');
    expect(sent?.text).toContain('Reason: Spam <script>');
    expect(sent?.html).toContain('Gone &lt;Corp&gt;');
    expect(sent?.html).toContain('Spam &lt;script&gt;');
    expect(sent?.html).not.toContain('<script>');
    expect(sent?.html).toContain('Asha &lt;Author&gt;');
  });

  it('remove deletes an insight (its own audit row too) and mails its creator', async () => {
    mail.sent.length = 0;
    const id = await postAs(app, author, 'insight', insightForm({ company: 'Initech' }));
    await reportAs(app, readers[0], 'insight', id);
    const before = await auditIds();
    expect((await decide(await reportIdOf(id), { decision: 'remove' })).statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: `/api/company-insights/${id}`,
      headers: readers[0].headers,
    });
    expect(read.statusCode).toBe(404);
    const added = await auditSince(before);
    expect(added.map((row) => row.action).sort()).toEqual(['insight.delete', 'report.remove']);
    expect(added.find((row) => row.action === 'insight.delete')).toMatchObject({
      targetLabel: 'Initech',
      before: { company: 'Initech', creatorId: author.id },
    });
    const sent = await mailsTo(app, mail, author.email);
    expect(sent.map((m) => m.subject)).toEqual(['Your company insight “Initech” was removed']);
  });

  it('remove deletes a resource and its stored file', async () => {
    mail.sent.length = 0;
    const resource = await storedResource(app, author.id, 'Leaked Paper');
    const stored = await app.ctx.storage.get(resource.storageKey);
    expect(stored?.size).toBeGreaterThan(0);
    stored?.stream.destroy();
    await reportAs(app, readers[0], 'resource', resource.id);
    const before = await auditIds();
    expect((await decide(await reportIdOf(resource.id), { decision: 'remove' })).statusCode).toBe(200);
    expect(await app.ctx.storage.get(resource.storageKey)).toBeNull();
    const added = await auditSince(before);
    expect(added.map((row) => row.action).sort()).toEqual(['report.remove', 'resource.delete']);
    const sent = await mailsTo(app, mail, author.email);
    expect(sent.map((m) => m.subject)).toEqual(['Your resource “Leaked Paper” was removed']);
  });

  it('remove on a profile deactivates the account, ends its sessions and tells them', async () => {
    mail.sent.length = 0;
    const reported = await session(app, 'alumni', { name: 'Fake Person' });
    await reportAs(app, readers[0], 'profile', reported.id, 'Other', 'Not a real alumni');
    const before = await auditIds();
    expect((await decide(await reportIdOf(reported.id), { decision: 'remove' })).statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, reported.id));
    expect(row).toMatchObject({ isActive: false, tokenVersion: reported.tokenVersion + 1 });
    const me = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: reported.headers });
    expect(me.statusCode).toBe(401);
    const added = await auditSince(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: 'report.remove',
      targetType: 'profile',
      targetId: reported.id,
      targetLabel: 'Fake Person',
      before: { status: 'open', reports: 1, isActive: true },
      after: { status: 'removed', isActive: false },
    });
    const sent = await mailsTo(app, mail, reported.email);
    expect(sent.map((m) => m.subject)).toEqual(['Your MentorBridge account has been deactivated']);
  });

  it('decides an item once when two admins decide at the same time', async () => {
    const id = await postAs(app, author, 'experience', experienceForm({ companyName: 'Raced' }));
    await reportAs(app, readers[0], 'experience', id);
    await reportAs(app, readers[1], 'experience', id);
    const reportId = await reportIdOf(id);
    const before = await auditIds();
    const answers = await Promise.all([
      decide(reportId, { decision: 'approve' }),
      decide(reportId, { decision: 'remove' }, otherAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const added = await auditSince(before);
    const acts = added.map((row) => row.action).filter((action) => action.startsWith('report.'));
    expect(acts).toHaveLength(1);
  });

  // A third transaction holds the report rows so both decisions surely overlap; PGlite has one connection.
  it.runIf(app.ctx.database.kind === 'postgres')(
    'decides an item once when two decisions are in flight together',
    async () => {
      const id = await postAs(app, author, 'experience', experienceForm({ companyName: 'Overlapped' }));
      await reportAs(app, readers[0], 'experience', id);
      const reportId = await reportIdOf(id);
      const before = await auditIds();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let isHolding = () => {};
      const holding = new Promise<void>((resolve) => {
        isHolding = resolve;
      });
      const holder = app.ctx.db.transaction(async (tx) => {
        await tx.select().from(contentReports).where(eq(contentReports.targetId, id)).for('update');
        isHolding();
        await held;
      });
      await holding;
      const answers = Promise.all([
        decide(reportId, { decision: 'approve' }),
        decide(reportId, { decision: 'approve' }, otherAdmin),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holder;
      expect((await answers).map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await auditSince(before)).map((row) => row.action)).toEqual(['report.dismiss']);
    },
  );

  it('answers 404 for an unknown report, 400 for a missing decision, 403 and 401 for others', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const response = await decide(id, { decision: 'approve' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.reportNotFound);
    }
    const missing = await decide(UNKNOWN, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.decisionRequired);
    const junk = await decide(UNKNOWN, { decision: 'delete' });
    expect(junk.statusCode).toBe(400);
    const long = await decide(UNKNOWN, { decision: 'approve', reason: 'x'.repeat(501) });
    expect(long.json().message).toBe(M.reasonMax);
    expect((await decide(UNKNOWN, { decision: 'approve' }, readers[0])).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/admin/reports/${UNKNOWN}`,
      payload: { decision: 'approve' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
