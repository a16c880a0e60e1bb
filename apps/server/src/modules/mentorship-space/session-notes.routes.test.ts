import { MENTORSHIP_SPACE_LIMITS as L, MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { bookAt, menteeOf, mentorWithHours, SESSIONS_NOW } from '../../../test/mentor-sessions';
import { notesAs, spaceData } from '../../../test/mentorship-space';
import { createTestApp } from '../../../test/test-app';

const SECRET = 'SECRET-unsure-about-leaving-my-job';

describe('notes on a session', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });

  async function bookedPair() {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const sessionId = (await bookAt(app, student, '2026-03-03T17:00:00.000Z')).json().data._id as string;
    return { alumni, student, sessionId };
  }

  it('keeps the student’s private note and the shared note apart, each written only as sent', async () => {
    const { alumni, student, sessionId } = await bookedPair();
    const first = await notesAs(app, student, sessionId, {
      privateNote: SECRET,
      sharedNote: 'Questions: DSA',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: M.notesSaved,
      data: {
        sessionId,
        privateNote: SECRET,
        privateNoteUpdatedAt: SESSIONS_NOW.toISOString(),
        sharedNote: 'Questions: DSA',
        sharedNoteBy: 'student',
        sharedNoteUpdatedAt: SESSIONS_NOW.toISOString(),
      },
    });

    const later = new Date(SESSIONS_NOW.getTime() + 5 * 60_000);
    try {
      clock.set(later);
      const byAlumni = await notesAs(app, alumni, sessionId, { sharedNote: 'Questions: DSA, then HLD' });
      expect(byAlumni.statusCode).toBe(200);
      expect(byAlumni.body).not.toContain(SECRET);
      expect(byAlumni.json().data).toEqual({
        sessionId,
        sharedNote: 'Questions: DSA, then HLD',
        sharedNoteBy: 'alumni',
        sharedNoteUpdatedAt: later.toISOString(),
      });
      // The student saves the same shared text again with a new private note: the alumni stays its author.
      const again = await notesAs(app, student, sessionId, {
        privateNote: `${SECRET} (less now)`,
        sharedNote: 'Questions: DSA, then HLD',
      });
      expect(again.json().data).toMatchObject({
        privateNote: `${SECRET} (less now)`,
        sharedNoteBy: 'alumni',
        sharedNoteUpdatedAt: later.toISOString(),
      });
    } finally {
      clock.set(SESSIONS_NOW);
    }

    const notes = (await spaceData(app, student, student.mentorshipId)).upcoming[0]!.notes;
    expect(notes).toMatchObject({
      privateNote: `${SECRET} (less now)`,
      sharedNote: 'Questions: DSA, then HLD',
    });
    // A blank shared note clears it, and who wrote it with it; the private note is left as it was.
    const cleared = await notesAs(app, student, sessionId, { sharedNote: '  ' });
    expect(cleared.json().data).toMatchObject({
      privateNote: `${SECRET} (less now)`,
      sharedNote: null,
      sharedNoteBy: null,
      sharedNoteUpdatedAt: null,
    });
  });

  it('refuses a private note from the alumni with 403 and keeps nothing of it', async () => {
    const { alumni, student, sessionId } = await bookedPair();
    const refused = await notesAs(app, alumni, sessionId, { privateNote: 'Mine', sharedNote: 'Shared' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.privateNoteStudentOnly);
    const notes = (await spaceData(app, student, student.mentorshipId)).upcoming[0]!.notes;
    expect(notes).toEqual({
      privateNote: null,
      privateNoteUpdatedAt: null,
      sharedNote: null,
      sharedNoteBy: null,
      sharedNoteUpdatedAt: null,
    });
  });

  it('never lets the private note reach the alumni through the session lists or the calendar', async () => {
    const { alumni, student, sessionId } = await bookedPair();
    await notesAs(app, student, sessionId, { privateNote: SECRET });
    const reads = [
      '/api/mentor-sessions?scope=all',
      `/api/mentor-sessions/${sessionId}/calendar.ics`,
      `/api/mentorships/${student.mentorshipId}`,
    ];
    for (const url of reads) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(alumni.token) });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(SECRET);
    }
  });

  it('words invalid notes, and refuses outsiders, admins and unknown sessions', async () => {
    const { student, sessionId } = await bookedPair();
    const long = await notesAs(app, student, sessionId, { sharedNote: 'x'.repeat(L.noteMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(M.noteTooLong);
    expect((await notesAs(app, student, sessionId, { privateNote: 'x'.repeat(L.noteMax) })).statusCode).toBe(
      200,
    );
    const empty = await notesAs(app, student, sessionId, {});
    expect(empty.json().errors[0].message).toBe(M.nothingToChange);

    const outsider = await createUserWithProfile(app, 'alumni');
    const foreign = await notesAs(app, outsider, sessionId, { sharedNote: 'Hi' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(M.notMember);
    const admin = await createUser(app, { role: 'admin' });
    const byAdmin = await notesAs(app, { token: (await signIn(app, admin.email)).token }, sessionId, {
      sharedNote: 'Hi',
    });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await notesAs(app, student, '00000000-0000-4000-8000-000000000000', { sharedNote: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.sessionNotFound);
  });
});
