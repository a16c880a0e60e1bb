import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { RESOURCE_MESSAGES as M, type Resource } from '@mentorbridge/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishedResource, resourcePeople, uploadResource } from '../../../test/resources';
import { createTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit-log';
import { contentReports } from '../../db/schema/content-reports';
import { pointsLedger } from '../../db/schema/leaderboard';
import { resourceCounters, resources } from '../../db/schema/resources';
import { docxDocument, pdfDocument } from './demo-files';

describe('resources: download, preview and delete', async () => {
  const { app, filesDir } = await createTestApp();
  const { student, alumni, otherAlumni, admin } = await resourcePeople(app);
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const remove = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/resources/${id}`, headers });
  const storageKey = async (id: string) =>
    (await app.ctx.db.select().from(resources).where(eq(resources.id, id)))[0]?.storageKey;
  const downloads = async (id: string) =>
    (await app.ctx.db.select().from(resourceCounters).where(eq(resourceCounters.resourceId, id)))[0]!
      .downloads;
  const pdf = pdfDocument('Interview Prep', ['Line one', 'Line two']);

  it('streams the file as an attachment with its type, length and a safe name, counting one download', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers, {
      file: { filenameStar: 'Interview Prep – 2026.pdf', content: pdf },
    });
    const response = await get(`/api/resources/${resource._id}/download-file`, student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdf);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="Interview Prep _ 2026.pdf"; filename*=UTF-8''Interview%20Prep%20%E2%80%93%202026.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(await downloads(resource._id)).toBe(1);
    const listed = (await get('/api/resources', student.headers)).json() as Resource[];
    expect(listed.find((item) => item._id === resource._id)?.downloads).toBe(1);
  });

  it('serves a Word document with its own type, whatever the client declared', async () => {
    const docx = docxDocument('CV', ['Line']);
    const resource = await publishedResource(app, alumni.headers, admin.headers, {
      file: { filename: 'cv.docx', contentType: 'text/html', content: docx },
    });
    const response = await get(`/api/resources/${resource._id}/download-file`, student.headers);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.rawPayload).toEqual(docx);
  });

  it('counts 20 concurrent downloads exactly', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers, { file: { content: pdf } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => get(`/api/resources/${resource._id}/download-file`, student.headers)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    for (const response of responses) expect(response.rawPayload).toEqual(pdf);
    expect(await downloads(resource._id)).toBe(20);
  });

  it('lets students download only published resources (404 for pending ones, uncounted)', async () => {
    const pending = await uploadResource(app, alumni.headers);
    const response = await get(`/api/resources/${pending._id}/download-file`, student.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: M.notFound, code: 'NOT_FOUND' });
    expect((await get(`/api/resources/${pending._id}/download-file`, otherAlumni.headers)).statusCode).toBe(
      404,
    );
    expect(await downloads(pending._id)).toBe(0);
    expect((await get(`/api/resources/${pending._id}/download-file`, alumni.headers)).statusCode).toBe(200);
    expect((await get(`/api/resources/${pending._id}/download-file`, admin.headers)).statusCode).toBe(200);
  });

  it('previews inline, sandboxed, for the uploader and admins only, without counting', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers, {
      file: { filename: 'Preview.pdf', content: pdf },
    });
    for (const headers of [admin.headers, alumni.headers]) {
      const response = await get(`/api/resources/${resource._id}/preview`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(pdf);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="Preview.pdf"; filename*=UTF-8''Preview.pdf`,
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
      });
    }
    expect((await get(`/api/resources/${resource._id}/preview`, student.headers)).statusCode).toBe(403);
    expect((await get(`/api/resources/${resource._id}/preview`, otherAlumni.headers)).statusCode).toBe(404);
    expect(await downloads(resource._id)).toBe(0);
  });

  it('answers 404 when the stored file is gone, without counting', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    await rm(path.join(filesDir, (await storageKey(resource._id))!));
    expect((await get(`/api/resources/${resource._id}/download-file`, student.headers)).statusCode).toBe(404);
    expect(await downloads(resource._id)).toBe(0);
  });

  it('deletes the uploader’s own resource with its file, points and open reports', async () => {
    const resource = await publishedResource(app, alumni.headers, admin.headers);
    const file = path.join(filesDir, (await storageKey(resource._id))!);
    expect(existsSync(file)).toBe(true);
    const reported = await app.inject({
      method: 'POST',
      url: `/api/resources/${resource._id}/report`,
      headers: student.headers,
      payload: { reason: 'Spam or advertising' },
    });
    expect(reported.statusCode).toBe(201);

    const response = await remove(resource._id, alumni.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.deleted });
    expect(existsSync(file)).toBe(false);
    expect(await storageKey(resource._id)).toBeUndefined();
    expect(
      await app.ctx.db.select().from(resourceCounters).where(eq(resourceCounters.resourceId, resource._id)),
    ).toEqual([]);
    expect((await get(`/api/resources/${resource._id}`, alumni.headers)).statusCode).toBe(404);
    const ledger = await app.ctx.db
      .select({ points: pointsLedger.points, isReversal: pointsLedger.isReversal })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.sourceType, 'resource'), eq(pointsLedger.sourceId, resource._id)));
    expect(ledger).toEqual(
      expect.arrayContaining([
        { points: 10, isReversal: false },
        { points: -10, isReversal: true },
      ]),
    );
    const reports = await app.ctx.db
      .select({ status: contentReports.status })
      .from(contentReports)
      .where(eq(contentReports.targetId, resource._id));
    expect(reports).toEqual([{ status: 'dismissed' }]);
    // The uploader deleting their own is not an admin act.
    const audited = await app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, resource._id));
    expect(audited).toEqual([{ action: 'resource.publish' }]);
  });

  it("records an admin's delete of someone else's resource in the audit log", async () => {
    const resource = await uploadResource(app, alumni.headers);
    const file = path.join(filesDir, (await storageKey(resource._id))!);
    expect((await remove(resource._id, admin.headers)).statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, resource._id));
    expect(entries).toMatchObject([
      {
        actorId: admin.id,
        actorName: admin.name,
        action: 'resource.delete',
        targetType: 'resource',
        targetLabel: resource.title,
        before: { status: 'pending', uploaderId: alumni.id, fileName: resource.fileName },
      },
    ]);
  });

  it('lets nobody else delete: 404 when they cannot see it, 403 when they can', async () => {
    const pending = await uploadResource(app, alumni.headers);
    const published = await publishedResource(app, alumni.headers, admin.headers);
    expect((await remove(pending._id, otherAlumni.headers)).statusCode).toBe(404);
    expect((await remove(pending._id, student.headers)).statusCode).toBe(404);
    const denied = await remove(published._id, student.headers);
    expect(denied.statusCode).toBe(403);
    expect(existsSync(path.join(filesDir, (await storageKey(published._id))!))).toBe(true);
    expect((await remove('00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(404);
  });
});
