import { MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import {
  bookAt,
  menteeOf,
  mentorWithHours,
  nextAddress,
  SESSIONS_NOW,
  type SessionUser,
  sessionsOf,
  slotsOf,
} from '../../../test/mentor-sessions';
import { addGoalAs, endAs, notesAs, spaceData, spaceOf } from '../../../test/mentorship-space';
import { createTestApp } from '../../../test/test-app';

/** Archiving files a request away in the alumni's inbox (server rules: accepted or rejected); it ends nothing. */
describe('an archived mentorship', async () => {
  const { app } = await createTestApp({ now: SESSIONS_NOW });

  const archiveAs = (alumni: SessionUser, id: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/mentorship-requests/${id}/archive`,
      headers: bearer(alumni.token),
    });
  const studentRequests = async (student: SessionUser) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/mentorship-requests/student',
        headers: bearer(student.token),
      })
    ).json() as Array<{ _id: string; status: string; hasSpace: boolean }>;

  it('keeps its space open: goals, notes and bookings go on, its sessions run, and it can still be ended', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = student.mentorshipId;
    const sessionId = (await bookAt(app, student, '2026-03-03T17:00:00.000Z')).json().data._id as string;

    const archived = await archiveAs(alumni, id);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ status: 'archived', hasSpace: true });
    expect(await studentRequests(student)).toContainEqual(
      expect.objectContaining({ _id: id, status: 'archived', hasSpace: true }),
    );

    const space = await spaceData(app, student, id);
    expect(space).toMatchObject({ status: 'archived', canEdit: true, endedAt: null });
    expect(space.upcoming.map((session) => session._id)).toEqual([sessionId]);
    expect((await spaceData(app, alumni, id)).canEdit).toBe(true);

    expect((await addGoalAs(app, alumni, id, 'Mock interview')).statusCode).toBe(201);
    expect((await notesAs(app, student, sessionId, { sharedNote: 'Agenda' })).statusCode).toBe(200);
    expect((await slotsOf(app, student, alumni)).response.statusCode).toBe(200);
    const second = await bookAt(app, student, '2026-03-04T17:00:00.000Z');
    expect(second.statusCode).toBe(201);
    expect((await sessionsOf(app, student)).map((session) => session.status)).toEqual(['booked', 'booked']);

    const ended = await endAs(app, alumni, id, 'Thank you');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'ended', cancelledSessions: 2 });
    const after = await spaceData(app, student, id);
    expect(after).toMatchObject({ status: 'ended', canEdit: false });
    const refused = await addGoalAs(app, student, id, 'Too late');
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 422,
      message: M.ended,
    });
  });

  it('has no space when it was archived after a rejection', async () => {
    const alumni = await createUserWithProfile(app, 'alumni');
    const student = await createUserWithProfile(app, 'student');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer(student.token),
      payload: { alumniId: alumni.id, requestType: 'Resume Review', message: 'Could you guide me?' },
      remoteAddress: nextAddress(),
    });
    const id = sent.json().data._id as string;
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/mentorship-requests/${id}/reject`,
      headers: bearer(alumni.token),
      payload: {},
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.hasSpace).toBe(false);
    expect((await archiveAs(alumni, id)).json().data).toMatchObject({ status: 'archived', hasSpace: false });
    expect((await spaceOf(app, student, id)).statusCode).toBe(404);
    expect((await addGoalAs(app, student, id, 'Goal')).statusCode).toBe(404);
  });
});
