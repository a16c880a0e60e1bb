import type { MentorshipGoal, SessionNotes, SpaceSession } from '@mentorbridge/shared';
import type { GoalJson, GoalRow, NotesRow, SpaceSessionRow } from './mentorship-space.repository';

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toGoal(goal: GoalRow | GoalJson): MentorshipGoal {
  return {
    _id: goal.id,
    text: goal.text,
    isDone: goal.isDone,
    doneAt: iso(goal.doneAt),
    createdBy: goal.createdBy,
    createdAt: iso(goal.createdAt)!,
  };
}

/** The private note and its time are put in only for the student: no other answer has the field. */
export function toNotes(
  row: Pick<
    NotesRow,
    'privateNote' | 'privateNoteUpdatedAt' | 'sharedNote' | 'sharedNoteBy' | 'sharedNoteUpdatedAt'
  >,
  isStudent: boolean,
): SessionNotes {
  return {
    ...(isStudent
      ? { privateNote: row.privateNote, privateNoteUpdatedAt: iso(row.privateNoteUpdatedAt) }
      : {}),
    sharedNote: row.sharedNote,
    sharedNoteBy: row.sharedNoteBy,
    sharedNoteUpdatedAt: iso(row.sharedNoteUpdatedAt),
  };
}

export function toSpaceSession(row: SpaceSessionRow, isStudent: boolean): SpaceSession {
  return {
    _id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    status: row.status,
    meetingLink: row.status === 'booked' ? row.meetingLink : null,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    notes: toNotes(row, isStudent),
  };
}
