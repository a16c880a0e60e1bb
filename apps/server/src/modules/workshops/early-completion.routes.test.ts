import { WORKSHOP_MESSAGES as W } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { session } from '../../../test/admin-console';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { bookAs, createWorkshopAs } from '../../../test/workshops';

const HOUR = 60 * 60 * 1000;

describe('completing a workshop before its start', async () => {
  const { app, clock } = await createTestApp({ now: new Date('2026-11-22T06:00:00Z') });
  const admin = await session(app, 'admin');
  const alumni = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');
  const call = (method: 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/alumni-features${url}`, headers: bearer(alumni.token), payload });

  async function confirmedWorkshop(title: string, startsInMs: number) {
    const scheduledDate = new Date(clock.now().getTime() + startsInMs).toISOString();
    const workshop = await createWorkshopAs(app, alumni.token, { title, scheduledDate });
    const bookingId = (await bookAs(app, student.token, workshop._id)).json().data._id as string;
    const decided = await call('PUT', `/workshop/${workshop._id}/booking/${bookingId}`, {
      status: 'Confirmed',
    });
    expect(decided.statusCode).toBe(200);
    return { id: workshop._id, scheduledDate };
  }
  const auditOf = async (workshopId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${workshopId}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<Record<string, unknown>>;
  };

  it("accepts the spec's bodiless call days ahead and logs it as early, with the scheduled time", async () => {
    const { id, scheduledDate } = await confirmedWorkshop('Too Soon', 3 * 24 * HOUR);

    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/alumni-features/workshop/${id}/complete`,
      headers: bearer(alumni.token),
    });
    expect(completed.json()).toEqual({ success: true, message: W.completed });

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actor: { _id: alumni.id, name: alumni.name },
        action: 'workshop.complete_early',
        targetType: 'workshop',
        targetLabel: 'Too Soon',
        after: { scheduledDate, completedAt: clock.now().toISOString() },
      }),
    ]);
  });

  it('logs nothing for a completion once the workshop has started', async () => {
    const { id } = await confirmedWorkshop('On Time', 2 * HOUR);
    clock.advance(2 * HOUR);

    const completed = await call('PATCH', `/workshop/${id}/complete`, {});
    expect(completed.json()).toEqual({ success: true, message: W.completed });
    expect(await auditOf(id)).toEqual([]);
  });
});
