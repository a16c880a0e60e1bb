import { MENTOR_SESSION_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories';
import {
  bookAt,
  cancelAs,
  menteeOf,
  mentorWithHours,
  SESSIONS_NOW,
  sessionsOf,
} from '../../../test/mentor-sessions';
import { createTestApp } from '../../../test/test-app';

describe('cancelling mentor sessions and marking no-shows', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });

  it('lets only a participant cancel, with a reason, and frees the time', async () => {
    const alumni = await mentorWithHours(app);
    const [owner, other] = [await menteeOf(app, alumni), await menteeOf(app, alumni)];
    const start = '2026-03-12T16:00:00.000Z';
    const booked = (await bookAt(app, owner, start)).json().data;
    expect((await bookAt(app, other, start)).statusCode).toBe(409);
    expect(await sessionsOf(app, other)).toEqual([]);
    expect((await sessionsOf(app, alumni)).map((session) => session._id)).toEqual([booked._id]);

    const foreign = await cancelAs(app, other, booked._id, 'Mine now');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.sessionNotFound);
    const noReason = await cancelAs(app, owner, booked._id, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe(M.cancelReasonRequired);

    const cancelled = await cancelAs(app, owner, booked._id, 'Exam moved');
    expect(cancelled.json()).toMatchObject({
      message: M.cancelled,
      data: { status: 'cancelled', cancelReason: 'Exam moved', cancelledBy: 'student' },
    });
    const again = await cancelAs(app, alumni, booked._id, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notBooked);
    expect((await bookAt(app, other, start)).statusCode).toBe(201);
  });

  it('refuses a cancel inside the cut-off, and lets only the alumni mark a no-show once it started', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const booked = (await bookAt(app, student, '2026-03-16T16:00:00.000Z')).json().data;
    const noShowAs = (user: { token: string }) =>
      app.inject({
        method: 'POST',
        url: `/api/mentor-sessions/${booked._id}/no-show`,
        headers: bearer(user.token),
      });
    const early = await noShowAs(alumni);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(M.noShowTooEarly);

    try {
      // Sign-ins last 7 days: both sign in again after the clock moves two weeks.
      clock.set(new Date('2026-03-16T15:00:00Z'));
      alumni.token = (await signIn(app, alumni.email)).token;
      student.token = (await signIn(app, student.email)).token;
      const late = await cancelAs(app, alumni, booked._id, 'Too late');
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(M.cancelTooLate);

      clock.set(new Date('2026-03-16T16:10:00Z'));
      expect((await noShowAs(student)).statusCode).toBe(403);
      const marked = await noShowAs(alumni);
      expect(marked.json()).toMatchObject({ message: M.noShowMarked, data: { status: 'no_show' } });
      expect((await noShowAs(alumni)).json().message).toBe(M.notBooked);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });
});
