import { MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { bookAt, menteeOf, mentorWithHours, nextAddress, SESSIONS_NOW } from '../../../test/mentor-sessions';
import { addGoalAs, notesAs, spaceData, spaceOf } from '../../../test/mentorship-space';
import { statementTextsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';

const PRIVATE = 'PRIVATE-nervous-about-system-design';

describe('reading a mentorship space', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });
  const admin = await createUser(app, { role: 'admin' });
  const adminCaller = { token: (await signIn(app, admin.email)).token };

  it('shows the pair, the alumni’s position, goals and sessions to the pair and admins', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    expect((await addGoalAs(app, student, student.mentorshipId, 'Resume review')).statusCode).toBe(201);
    // Goals are listed in the order they were added.
    clock.set(new Date(SESSIONS_NOW.getTime() + 1000));
    try {
      expect((await addGoalAs(app, alumni, student.mentorshipId, 'Mock interview')).statusCode).toBe(201);
    } finally {
      clock.set(SESSIONS_NOW);
    }

    for (const viewer of [student, alumni, adminCaller]) {
      const space = await spaceData(app, viewer, student.mentorshipId);
      expect(space).toMatchObject({
        _id: student.mentorshipId,
        status: 'accepted',
        requestType: 'Resume Review',
        endedAt: null,
        closingNote: null,
        student: { _id: student.id, name: student.name },
        alumni: {
          _id: alumni.id,
          name: alumni.name,
          currentPosition: 'Senior Software Engineer',
          currentCompany: 'Google',
        },
        upcoming: [],
        past: [],
      });
      expect(space.goals.map((goal) => [goal.text, goal.createdBy, goal.isDone])).toEqual([
        ['Resume review', 'student', false],
        ['Mock interview', 'alumni', false],
      ]);
    }
    expect((await spaceData(app, student, student.mentorshipId)).viewerRole).toBe('student');
    expect((await spaceData(app, alumni, student.mentorshipId)).canEdit).toBe(true);
    const asAdmin = await spaceData(app, adminCaller, student.mentorshipId);
    expect([asAdmin.viewerRole, asAdmin.canEdit]).toEqual(['admin', false]);
  });

  it('is refused to everyone else with 403, and is 404 for an unknown, pending or rejected request', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const outsider = await createUserWithProfile(app, 'student');
    const otherAlumni = await createUserWithProfile(app, 'alumni');
    for (const viewer of [outsider, otherAlumni]) {
      const refused = await spaceOf(app, viewer, student.mentorshipId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.notMember);
    }

    const pending = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: bearer(outsider.token),
      payload: { alumniId: alumni.id, requestType: 'Career Guidance', message: 'Hello' },
      remoteAddress: nextAddress(),
    });
    const pendingId = pending.json().data._id as string;
    expect((await spaceOf(app, alumni, pendingId)).statusCode).toBe(404);
    await app.inject({
      method: 'PUT',
      url: `/api/mentorship-requests/${pendingId}/reject`,
      headers: bearer(alumni.token),
      payload: {},
    });
    const rejected = await spaceOf(app, outsider, pendingId);
    expect(rejected.statusCode).toBe(404);
    expect(rejected.json().message).toBe(M.notFound);
    expect((await spaceOf(app, student, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await spaceOf(app, student, 'not-an-id')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/mentorships/${student.mentorshipId}` })).statusCode,
    ).toBe(401);
  });

  it('splits sessions into upcoming and past, and gives the private note to the student alone', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const first = (await bookAt(app, student, '2026-03-03T17:00:00.000Z')).json().data._id as string;
    const second = (await bookAt(app, student, '2026-03-05T17:00:00.000Z')).json().data._id as string;
    const written = await notesAs(app, student, first, {
      privateNote: PRIVATE,
      sharedNote: 'Agenda: resume',
    });
    expect(written.statusCode).toBe(200);

    try {
      clock.set(new Date('2026-03-03T18:30:00Z'));
      const mine = await spaceData(app, student, student.mentorshipId);
      expect(mine.upcoming.map((session) => [session._id, session.status])).toEqual([[second, 'booked']]);
      expect(mine.upcoming[0]!.meetingLink).toBe('https://meet.example.com/mentor');
      expect(mine.past.map((session) => [session._id, session.status])).toEqual([[first, 'completed']]);
      expect(mine.past[0]!.notes).toMatchObject({
        privateNote: PRIVATE,
        sharedNote: 'Agenda: resume',
        sharedNoteBy: 'student',
      });

      for (const reader of [alumni, adminCaller]) {
        const response = await spaceOf(app, reader, student.mentorshipId);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(PRIVATE);
        const notes = response.json().data.past[0].notes;
        expect(notes).not.toHaveProperty('privateNote');
        expect(notes).not.toHaveProperty('privateNoteUpdatedAt');
        expect(notes.sharedNote).toBe('Agenda: resume');
      }
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });

  it('reads the space in at most two statements, however many goals and sessions', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    for (const text of ['One', 'Two', 'Three']) await addGoalAs(app, student, student.mentorshipId, text);
    for (const start of ['2026-03-03T17:00:00.000Z', '2026-03-04T17:00:00.000Z']) {
      expect((await bookAt(app, student, start)).statusCode).toBe(201);
    }
    await spaceData(app, student, student.mentorshipId);
    const statements = await statementTextsOf(app, () => spaceData(app, student, student.mentorshipId));
    const own = statements.filter((text) =>
      /"(mentorship_requests|mentor_sessions|mentorship_goals)"/.test(text),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThanOrEqual(2);
  });
});
