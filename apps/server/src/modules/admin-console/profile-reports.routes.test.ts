import { ADMIN_MESSAGES as M, REPORT_MESSAGES } from '@mentorbridge/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Session, session } from '../../../test/admin-console';
import { createTestApp } from '../../../test/test-app';
import { users } from '../../db/schema/users';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('admin console: reporting a profile', async () => {
  const { app } = await createTestApp();
  const student = await session(app, 'student');
  const alumni = await session(app, 'alumni');
  const admin = await session(app, 'admin');
  const report = (caller: Session | null, id: string, payload: object = { reason: 'Other' }) =>
    app.inject({
      method: 'POST',
      url: `/api/users/${id}/report`,
      headers: caller?.headers ?? {},
      payload,
    });

  it('files one open report per reporter, never of oneself, and the panel lists it', async () => {
    const sent = await report(student, alumni.id, { reason: 'Other', details: 'Fake company' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: REPORT_MESSAGES.sent });
    const again = await report(student, alumni.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.duplicate);
    const own = await report(alumni, alumni.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.own);
    const panel = await app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.headers });
    expect(panel.json().data).toEqual([
      expect.objectContaining({ kind: 'profile', targetId: alumni.id, reportCount: 1 }),
    ]);
  });

  it('answers 404 for unknown, deactivated and admin accounts, 400 for a bad body, 401 signed out', async () => {
    const inactive = await session(app, 'student');
    await app.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    for (const id of [UNKNOWN, 'nobody', inactive.id, admin.id]) {
      const response = await report(alumni, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.userNotFound);
    }
    const bad = await report(alumni, student.id, { reason: 'Because' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REPORT_MESSAGES.reasonRequired);
    expect((await report(null, student.id)).statusCode).toBe(401);
  });
});
