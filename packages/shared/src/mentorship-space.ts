import { z } from 'zod';
import { idSchema, tooLongMessage } from './common';
import { successResponseSchema } from './http';
import { SESSION_STATUSES } from './mentor-sessions';

/** A mentorship space exists once the alumni accepted; only `accepted` can still change. */
export const SPACE_STATUSES = ['accepted', 'ended', 'archived'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];

export const PAIR_SIDES = ['student', 'alumni'] as const;
export type PairSide = (typeof PAIR_SIDES)[number];

/** Admins read a space (never the student's private notes) but change nothing in it. */
export const SPACE_VIEWER_ROLES = ['student', 'alumni', 'admin'] as const;
export type SpaceViewerRole = (typeof SPACE_VIEWER_ROLES)[number];

export const MENTORSHIP_SPACE_LIMITS = {
  goalTextMax: 200,
  goalsMax: 20,
  noteMax: 5000,
  closingNoteMax: 500,
} as const;

const L = MENTORSHIP_SPACE_LIMITS;

export const MENTORSHIP_SPACE_MESSAGES = {
  notFound: 'Mentorship not found',
  notMember: 'Only the student, the mentor and admins can open this mentorship space',
  readOnly: 'Admins can read a mentorship space but not change it',
  ended: 'This mentorship has ended, so it can no longer be changed',
  goalRequired: 'Please describe the goal',
  goalTooLong: `A goal must be at most ${L.goalTextMax} characters`,
  tooManyGoals: `A mentorship can have at most ${L.goalsMax} goals`,
  goalNotFound: 'Goal not found',
  nothingToChange: 'Nothing to change',
  goalAdded: 'Goal added',
  goalUpdated: 'Goal updated',
  goalRemoved: 'Goal removed',
  noteTooLong: `Notes must be at most ${L.noteMax} characters`,
  privateNoteStudentOnly: 'Only the student keeps private notes on a session',
  sessionNotFound: 'Session not found',
  notesSaved: 'Notes saved',
  closingNoteRequired: 'Please write a short closing note',
  closingNoteTooLong: tooLongMessage(L.closingNoteMax),
  mentorshipEnded: 'Mentorship ended',
  loadFailed: 'Failed to load the mentorship space',
  goalAddFailed: 'Failed to add the goal',
  goalUpdateFailed: 'Failed to update the goal',
  goalRemoveFailed: 'Failed to remove the goal',
  notesSaveFailed: 'Failed to save the notes',
  endFailed: 'Failed to end the mentorship',
  noGoals: 'No goals yet — add the first one',
  noSessions: 'No sessions yet',
} as const;

const M = MENTORSHIP_SPACE_MESSAGES;

export const goalParamsSchema = z.object({ id: idSchema, goalId: idSchema });
export type GoalParams = z.infer<typeof goalParamsSchema>;

const goalText = z
  .string({ error: M.goalRequired })
  .trim()
  .min(1, { error: M.goalRequired })
  .max(L.goalTextMax, { error: M.goalTooLong });

/** Body of `POST /api/mentorships/{id}/goals`. */
export const addGoalSchema = z.object({ text: goalText });
export type AddGoal = z.infer<typeof addGoalSchema>;

/** Body of `PATCH /api/mentorships/{id}/goals/{goalId}`: a new text, a tick or an untick, or both. */
export const updateGoalSchema = z
  .object({ text: goalText.optional(), done: z.boolean({ error: 'done must be true or false' }).optional() })
  .refine((body) => body.text !== undefined || body.done !== undefined, { error: M.nothingToChange });
export type UpdateGoal = z.infer<typeof updateGoalSchema>;

/** Blank clears a note; null does too. */
const noteText = z
  .string()
  .trim()
  .max(L.noteMax, { error: M.noteTooLong })
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * Body of `PUT /api/mentor-sessions/{id}/notes`; a field left out is left as it is. Only the student sends
 * `privateNote` (the alumni is refused with 403): it is never shown to the alumni or to admins.
 */
export const saveSessionNotesSchema = z
  .object({ privateNote: noteText, sharedNote: noteText })
  .refine((body) => body.privateNote !== undefined || body.sharedNote !== undefined, {
    error: M.nothingToChange,
  });
export type SaveSessionNotes = z.infer<typeof saveSessionNotesSchema>;
export type SaveSessionNotesBody = z.input<typeof saveSessionNotesSchema>;

/** Body of `POST /api/mentorships/{id}/end`. */
export const endMentorshipSchema = z.object({
  closingNote: z
    .string({ error: M.closingNoteRequired })
    .trim()
    .min(1, { error: M.closingNoteRequired })
    .max(L.closingNoteMax, { error: M.closingNoteTooLong }),
});
export type EndMentorship = z.infer<typeof endMentorshipSchema>;

export const mentorshipGoalSchema = z.object({
  _id: z.string(),
  text: z.string(),
  isDone: z.boolean(),
  doneAt: z.string().nullable(),
  createdBy: z.enum(PAIR_SIDES),
  createdAt: z.string(),
});
export type MentorshipGoal = z.infer<typeof mentorshipGoalSchema>;

/** `privateNote` and its time are present only in the student's own answers. */
export const sessionNotesSchema = z.object({
  privateNote: z.string().nullable().optional(),
  privateNoteUpdatedAt: z.string().nullable().optional(),
  sharedNote: z.string().nullable(),
  /** Who last wrote the shared note; null while there is none. */
  sharedNoteBy: z.enum(PAIR_SIDES).nullable(),
  sharedNoteUpdatedAt: z.string().nullable(),
});
export type SessionNotes = z.infer<typeof sessionNotesSchema>;

/** A session as the space shows it: its time, state and notes (My Sessions has the full card). */
export const spaceSessionSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  /** The alumni's zone when booked. */
  timeZone: z.string(),
  /** A booked session past its end reads as completed. */
  status: z.enum(SESSION_STATUSES),
  /** Only while booked: the session's own link, else the alumni's default. */
  meetingLink: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(PAIR_SIDES).nullable(),
  notes: sessionNotesSchema,
});
export type SpaceSession = z.infer<typeof spaceSessionSchema>;

const spacePersonSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });

export const mentorshipSpaceSchema = z.object({
  _id: z.string(),
  status: z.enum(SPACE_STATUSES),
  requestType: z.string(),
  acceptedAt: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.enum(PAIR_SIDES).nullable(),
  closingNote: z.string().nullable(),
  student: spacePersonSchema,
  alumni: spacePersonSchema.extend({
    currentPosition: z.string().nullable(),
    currentCompany: z.string().nullable(),
  }),
  viewerRole: z.enum(SPACE_VIEWER_ROLES),
  /** The viewer is one of the pair and the mentorship is still accepted. */
  canEdit: z.boolean(),
  goals: z.array(mentorshipGoalSchema),
  /** Booked sessions that have not ended, soonest first. */
  upcoming: z.array(spaceSessionSchema),
  /** Every other session, latest first. */
  past: z.array(spaceSessionSchema),
});
export type MentorshipSpace = z.infer<typeof mentorshipSpaceSchema>;

export const mentorshipSpaceResponseSchema = z.object({
  success: z.literal(true),
  data: mentorshipSpaceSchema,
});
export type MentorshipSpaceResponse = z.infer<typeof mentorshipSpaceResponseSchema>;

export const goalResultSchema = successResponseSchema.extend({ data: mentorshipGoalSchema });
export type GoalResult = z.infer<typeof goalResultSchema>;

export const sessionNotesResultSchema = successResponseSchema.extend({
  data: sessionNotesSchema.extend({ sessionId: z.string() }),
});
export type SessionNotesResult = z.infer<typeof sessionNotesResultSchema>;

export const endMentorshipResultSchema = successResponseSchema.extend({
  data: z.object({
    _id: z.string(),
    status: z.literal('ended'),
    endedAt: z.string(),
    endedBy: z.enum(PAIR_SIDES),
    closingNote: z.string(),
    /** Upcoming booked sessions cancelled with the closing note as their reason. */
    cancelledSessions: z.number().int(),
  }),
});
export type EndMentorshipResult = z.infer<typeof endMentorshipResultSchema>;
