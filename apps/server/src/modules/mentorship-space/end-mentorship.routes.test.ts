import {
  MENTORSHIP_SPACE_LIMITS as L,
  MENTORSHIP_SPACE_MESSAGES as M,
  MENTOR_SESSION_MESSAGES,
} from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import {
  bookAt,
  menteeOf,
  mentorWithHours,
  SESSIONS_NOW,
  sessionsOf,
  slotsOf,
} from '../../../test/mentor-sessions';
import { addGoalAs, endAs, notesAs, spaceData } from '../../../test/mentorship-space';
import { rowsOf } from '../../../test/notifications';
import { createTestApp } from '../../../test/test-app';

describe('ending a mentorship', async () => {
  const { app, clock, mail } = await createTestApp({ now: SESSIONS_NOW });

  it('ends it with a closing note, cancels the upcoming sessions and tells the other side', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = student.mentorshipId;
    const past = (await bookAt(app, student, '2026-03-03T17:00:00.000Z')).json().data._id as string;
    const upcoming = (await bookAt(app, student, '2026-03-05T17:00:00.000Z')).json().data._id as string;
    clock.set(new Date('2026-03-04T12:00:00Z'));
    try {
      const ended = await endAs(app, alumni, id, '  Good luck with the placements!  ');
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({
        success: true,
        message: M.mentorshipEnded,
        data: {
          _id: id,
          status: 'ended',
          endedAt: '2026-03-04T12:00:00.000Z',
          endedBy: 'alumni',
          closingNote: 'Good luck with the placements!',
          cancelledSessions: 1,
        },
      });

      const sessions = await sessionsOf(app, student);
      const byId = new Map(sessions.map((session) => [session._id, session]));
      expect(byId.get(upcoming)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Good luck with the placements!',
        cancelledBy: 'alumni',
      });
      expect(byId.get(past)!.status).not.toBe('cancelled');

      const notices = await rowsOf(app, student.id);
      expect(notices).toContainEqual(
        expect.objectContaining({
          category: 'mentorship',
          title: `${alumni.name} ended your mentorship`,
          body: 'Good luck with the placements!',
          link: `/mentorships/${id}`,
        }),
      );
      expect(notices.map((notice) => notice.title)).toContain(`Session cancelled by ${alumni.name}`);
      expect((await rowsOf(app, alumni.id)).map((notice) => notice.title)).not.toContain(
        `${student.name} ended your mentorship`,
      );
      const [endMail] = (await mailsTo(app, mail, student.email)).filter(
        (sent) => sent.subject === `${alumni.name} ended your mentorship`,
      );
      expect(endMail!.text).toContain('Closing note: Good luck with the placements!');
      expect(endMail!.text).toContain('1 upcoming session was cancelled.');

      const space = await spaceData(app, student, id);
      expect(space).toMatchObject({
        status: 'ended',
        endedBy: 'alumni',
        closingNote: 'Good luck with the placements!',
        canEdit: false,
        upcoming: [],
      });
      expect(space.past.map((session) => session._id)).toEqual([upcoming, past]);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('leaves an ended mentorship read-only: no goals, notes, bookings or second end', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = student.mentorshipId;
    const goalId = (await addGoalAs(app, student, id, 'Resume review')).json().data._id as string;
    const sessionId = (await bookAt(app, student, '2026-03-03T17:00:00.000Z')).json().data._id as string;
    expect((await endAs(app, student, id, 'Thank you!')).statusCode).toBe(200);

    const refusals = [
      await addGoalAs(app, alumni, id, 'Another'),
      await app.inject({
        method: 'PATCH',
        url: `/api/mentorships/${id}/goals/${goalId}`,
        headers: bearer(student.token),
        payload: { done: true },
      }),
      await app.inject({
        method: 'DELETE',
        url: `/api/mentorships/${id}/goals/${goalId}`,
        headers: bearer(alumni.token),
      }),
      await notesAs(app, student, sessionId, { privateNote: 'Afterwards' }),
      await endAs(app, alumni, id, 'Again'),
      await bookAt(app, student, '2026-03-04T17:00:00.000Z'),
    ];
    for (const refused of refusals) {
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 422,
        message: M.ended,
      });
    }
    const slots = await slotsOf(app, student, alumni);
    expect(slots.response.statusCode).toBe(403);
    expect(slots.response.json().message).toBe(MENTOR_SESSION_MESSAGES.noAcceptedMentorship);

    const stats = await app.inject({
      method: 'GET',
      url: '/api/mentorship-requests/alumni/stats',
      headers: bearer(alumni.token),
    });
    expect(stats.json()).toMatchObject({ accepted: 0, ended: 1, total: 1 });
    const ended = await app.inject({
      method: 'GET',
      url: '/api/mentorship-requests/alumni?status=ended',
      headers: bearer(alumni.token),
    });
    expect(
      ended.json().map((request: { _id: string; status: string }) => [request._id, request.status]),
    ).toEqual([[id, 'ended']]);
  });

  it('words a missing or long closing note', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const blank = await endAs(app, student, student.mentorshipId, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe(M.closingNoteRequired);
    const long = await endAs(app, student, student.mentorshipId, 'x'.repeat(L.closingNoteMax + 1));
    expect(long.json().errors[0].message).toBe(M.closingNoteTooLong);
    expect((await spaceData(app, student, student.mentorshipId)).status).toBe('accepted');
  });

  it('never leaves a booked session on a mentorship that ended while it was being booked', async () => {
    const alumni = await mentorWithHours(app);
    const starts = ['2026-03-03T17:00:00.000Z', '2026-03-04T17:00:00.000Z', '2026-03-05T17:00:00.000Z'];
    for (const start of starts) {
      const student = await menteeOf(app, alumni);
      const [booking, ending] = await Promise.all([
        bookAt(app, student, start),
        endAs(app, student, student.mentorshipId, 'Done'),
      ]);
      expect(ending.statusCode).toBe(200);
      expect([201, 422]).toContain(booking.statusCode);
      const result = await app.ctx.db.execute(
        sql`select count(*)::int as n from mentor_sessions
            where mentorship_id = ${student.mentorshipId} and status = 'booked'`,
      );
      expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    }
  });
});
