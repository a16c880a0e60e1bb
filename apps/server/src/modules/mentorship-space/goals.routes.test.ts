import { MENTORSHIP_SPACE_LIMITS as L, MENTORSHIP_SPACE_MESSAGES as M } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { menteeOf, mentorWithHours, SESSIONS_NOW } from '../../../test/mentor-sessions';
import { addGoalAs, patchGoalAs, removeGoalAs, spaceData } from '../../../test/mentorship-space';
import { createTestApp } from '../../../test/test-app';

describe('the goals checklist', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });

  it('lets either of the pair add, rename, tick, untick and remove a goal', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = student.mentorshipId;

    const added = await addGoalAs(app, student, id, '  Mock interview for an SDE role  ');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: M.goalAdded,
      data: { text: 'Mock interview for an SDE role', isDone: false, doneAt: null, createdBy: 'student' },
    });
    const goalId = added.json().data._id as string;

    const ticked = await patchGoalAs(app, alumni, id, goalId, { done: true });
    expect(ticked.json()).toMatchObject({ message: M.goalUpdated, data: { isDone: true } });
    const firstTick = ticked.json().data.doneAt as string;
    expect(firstTick).toBe(SESSIONS_NOW.toISOString());
    try {
      clock.set(new Date(SESSIONS_NOW.getTime() + 60_000));
      const renamed = await patchGoalAs(app, student, id, goalId, {
        text: 'Mock interview (SDE)',
        done: true,
      });
      expect(renamed.json().data).toMatchObject({
        text: 'Mock interview (SDE)',
        isDone: true,
        doneAt: firstTick,
      });
    } finally {
      clock.set(SESSIONS_NOW);
    }
    const unticked = await patchGoalAs(app, student, id, goalId, { done: false });
    expect(unticked.json().data).toMatchObject({ isDone: false, doneAt: null });

    const removed = await removeGoalAs(app, alumni, id, goalId);
    expect(removed.json()).toEqual({ success: true, message: M.goalRemoved });
    expect((await spaceData(app, student, id)).goals).toEqual([]);
    const gone = await removeGoalAs(app, student, id, goalId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.goalNotFound);
  });

  it('words each invalid goal and refuses an empty change', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = student.mentorshipId;
    const blank = await addGoalAs(app, student, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe(M.goalRequired);
    const long = await addGoalAs(app, student, id, 'x'.repeat(L.goalTextMax + 1));
    expect(long.json().errors[0].message).toBe(M.goalTooLong);
    expect((await addGoalAs(app, student, id, 'x'.repeat(L.goalTextMax))).statusCode).toBe(201);

    const goalId = (await spaceData(app, student, id)).goals[0]!._id;
    const empty = await patchGoalAs(app, student, id, goalId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(M.nothingToChange);
    expect((await patchGoalAs(app, student, id, 'nope', { done: true })).statusCode).toBe(404);
  });

  it('refuses outsiders with 403 and admins as read-only, and a goal of another mentorship with 404', async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const other = await menteeOf(app, alumni);
    const goalId = (await addGoalAs(app, other, other.mentorshipId, 'Theirs')).json().data._id as string;
    const outsider = await createUserWithProfile(app, 'student');
    const admin = await createUser(app, { role: 'admin' });
    const adminCaller = { token: (await signIn(app, admin.email)).token };

    const foreign = await addGoalAs(app, outsider, student.mentorshipId, 'Mine');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(M.notMember);
    const byAdmin = await patchGoalAs(app, adminCaller, other.mentorshipId, goalId, { done: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(M.readOnly);
    // The student of one mentorship cannot reach a goal of another through their own.
    expect((await patchGoalAs(app, student, student.mentorshipId, goalId, { done: true })).statusCode).toBe(
      404,
    );
    expect((await removeGoalAs(app, student, student.mentorshipId, goalId)).statusCode).toBe(404);
    expect((await spaceData(app, other, other.mentorshipId)).goals).toMatchObject([
      { _id: goalId, isDone: false },
    ]);
  });

  it(`holds at most ${L.goalsMax} goals, even when both sides add at once`, async () => {
    const alumni = await mentorWithHours(app);
    const student = await menteeOf(app, alumni);
    const id = student.mentorshipId;
    for (let i = 1; i < L.goalsMax - 1; i++) {
      expect((await addGoalAs(app, student, id, `Goal ${i}`)).statusCode).toBe(201);
    }
    const racing = await Promise.all(
      [student, alumni, student, alumni].map((user, i) => addGoalAs(app, user, id, `Racing ${i}`)),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 422, 422]);
    const refused = racing.find((response) => response.statusCode === 422)!;
    expect(refused.json().message).toBe(M.tooManyGoals);
    expect((await spaceData(app, student, id)).goals).toHaveLength(L.goalsMax);
  });
});
