import { z } from 'zod';
import { personRefSchema, tooLongMessage, webUrl } from './common';
import { successResponseSchema } from './http';
import { sessionReviewSchema } from './mentor-reviews';
import { isValidTimeZone } from './time';

/** Minutes a 1:1 session can last. */
export const SESSION_LENGTHS = [30, 45, 60] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];

/** Only `booked` sessions hold their time; the others free it again. */
export const SESSION_STATUSES = ['booked', 'cancelled', 'completed', 'no_show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** 0 is Sunday, as in `Date.getUTCDay()`. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MENTOR_SESSION_LIMITS = {
  /** Slots are offered this many days ahead. */
  horizonDays: 28,
  defaultSessionMinutes: 30,
  defaultBufferMinutes: 10,
  bufferMaxMinutes: 60,
  defaultMinNoticeHours: 12,
  minNoticeMaxHours: 168,
  defaultWeeklyCap: 5,
  weeklyCapMax: 40,
  /** Time windows across the whole week. */
  windowsMax: 28,
  blockedDatesMax: 100,
  meetingLinkMax: 500,
  cancelReasonMax: 500,
  /** Either side may cancel or reschedule until this many hours before the start. */
  cancelCutoffHours: 2,
  rescheduleReasonMax: 500,
} as const;

const L = MENTOR_SESSION_LIMITS;

export const MENTOR_SESSION_MESSAGES = {
  sessionLengthInvalid: `Session length must be ${SESSION_LENGTHS.slice(0, -1).join(', ')} or ${SESSION_LENGTHS.at(-1)} minutes`,
  bufferInvalid: `Buffer must be between 0 and ${L.bufferMaxMinutes} minutes`,
  minNoticeInvalid: `Minimum notice must be between 0 and ${L.minNoticeMaxHours} hours`,
  weeklyCapInvalid: `Weekly cap must be between 1 and ${L.weeklyCapMax} sessions`,
  timeZoneInvalid: 'Unknown time zone',
  timeInvalid: 'Please enter a valid time (HH:MM)',
  weekdayInvalid: 'Please choose a day of the week',
  windowOrder: 'End time must be after start time',
  windowTooShort: 'A time window must fit at least one session',
  windowOverlap: 'Time windows on the same day must not overlap',
  tooManyWindows: `At most ${L.windowsMax} time windows per week`,
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  tooManyBlockedDates: `At most ${L.blockedDatesMax} blocked dates`,
  meetingLinkInvalid: 'Please enter a valid meeting link',
  availabilitySaved: 'Availability saved',
  profileRequired: 'Complete your profile before setting your availability',
  alumniNotFound: 'Alumni not found',
  /** No hours set, or the account was deactivated. */
  mentorNotBooking: 'This mentor is not taking sessions at the moment',
  noAcceptedMentorship: 'You can book sessions only with a mentor who accepted your mentorship request',
  mentorshipNotFound: 'Mentorship not found',
  mentorshipNotAccepted: 'Sessions can be booked only within an accepted mentorship',
  startInvalid: 'Please choose a valid start time',
  slotUnavailable: 'This time is no longer available. Please choose another slot.',
  slotTaken: 'Someone has just booked this time. Please choose another slot.',
  weeklyCapReached: 'This mentor has no more sessions free that week',
  booked: 'Session booked',
  sessionNotFound: 'Session not found',
  notBooked: 'Only a booked session can be changed',
  cancelReasonRequired: 'Please give a reason for cancelling',
  cancelTooLate: `Sessions can be cancelled up to ${L.cancelCutoffHours} hours before they start`,
  cancelled: 'Session cancelled',
  rescheduleReasonRequired: 'Please give a reason for rescheduling',
  rescheduleTooLate: `Sessions can be rescheduled up to ${L.cancelCutoffHours} hours before they start`,
  sameStart: 'Please choose a time other than the current one',
  rescheduled: 'Session rescheduled',
  rescheduleFailed: 'Failed to reschedule the session',
  calendarFailed: 'Failed to download the calendar file. Please try again.',
  noShowTooEarly: 'A no-show can be marked only after the session has started',
  noShowMarked: 'Marked as a no-show',
  noSlots: `No free slots in the next ${L.horizonDays / 7} weeks`,
  loadFailed: 'Failed to load sessions',
  slotsLoadFailed: 'Failed to load free slots',
  bookFailed: 'Failed to book the session',
  cancelFailed: 'Failed to cancel the session',
  noShowFailed: 'Failed to mark the no-show',
  saveFailed: 'Failed to save availability',
  meetingLinkNotYours: 'Only the mentor of this session can change its meeting link',
  meetingLinkNotBooked: 'The meeting link can be changed only while the session is booked',
  meetingLinkSessionOver: 'This session has already ended, so its meeting link can no longer be changed',
  meetingLinkSaved: 'Meeting link saved',
  /** Cleared: the session falls back to the alumni's default link, if any. */
  meetingLinkCleared: 'Meeting link removed',
  meetingLinkFailed: 'Failed to save the meeting link',
} as const;

const M = MENTOR_SESSION_MESSAGES;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of an `HH:MM` text (24:00 is the end of the day). */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export const timeZoneSchema = z
  .string({ error: M.timeZoneInvalid })
  .trim()
  .max(64, { error: M.timeZoneInvalid })
  .refine(isValidTimeZone, { error: M.timeZoneInvalid });

/** An http(s) URL of at most `meetingLinkMax` characters; blank is null. */
const meetingLinkField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: M.meetingLinkInvalid })
    .trim()
    .max(L.meetingLinkMax, { error: tooLongMessage(L.meetingLinkMax) })
    .pipe(webUrl(M.meetingLinkInvalid))
    .nullable(),
);

/** Wall-clock hours on one weekday in the alumni's zone; `end` may be 24:00. */
export const weeklyWindowSchema = z.object({
  weekday: z
    .number({ error: M.weekdayInvalid })
    .int({ error: M.weekdayInvalid })
    .min(0, { error: M.weekdayInvalid })
    .max(WEEKDAYS.length - 1, { error: M.weekdayInvalid }),
  start: z.string({ error: M.timeInvalid }).regex(HH_MM, { error: M.timeInvalid }),
  end: z.string({ error: M.timeInvalid }).regex(HH_MM, { error: M.timeInvalid }),
});
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

const dateSchema = z.iso.date({ error: M.dateInvalid });

/** Body of `PUT /api/mentor-sessions/availability`. */
export const mentorAvailabilityInputSchema = z
  .object({
    timeZone: timeZoneSchema,
    sessionMinutes: z.literal(SESSION_LENGTHS, { error: M.sessionLengthInvalid }),
    bufferMinutes: z
      .number({ error: M.bufferInvalid })
      .int({ error: M.bufferInvalid })
      .min(0, { error: M.bufferInvalid })
      .max(L.bufferMaxMinutes, { error: M.bufferInvalid }),
    minNoticeHours: z
      .number({ error: M.minNoticeInvalid })
      .int({ error: M.minNoticeInvalid })
      .min(0, { error: M.minNoticeInvalid })
      .max(L.minNoticeMaxHours, { error: M.minNoticeInvalid })
      .default(L.defaultMinNoticeHours),
    weeklyCap: z
      .number({ error: M.weeklyCapInvalid })
      .int({ error: M.weeklyCapInvalid })
      .min(1, { error: M.weeklyCapInvalid })
      .max(L.weeklyCapMax, { error: M.weeklyCapInvalid }),
    weeklyHours: z.array(weeklyWindowSchema).max(L.windowsMax, { error: M.tooManyWindows }),
    blockedDates: z
      .array(dateSchema)
      .max(L.blockedDatesMax, { error: M.tooManyBlockedDates })
      .default([])
      .transform((dates) => [...new Set(dates)].sort()),
    /** Used for every session that has no link of its own. */
    meetingLink: meetingLinkField.default(null),
  })
  .superRefine((body, context) => {
    body.weeklyHours.forEach((window, index) => {
      if (!HH_MM.test(window.start) || !HH_MM.test(window.end)) return;
      const start = minutesOfDay(window.start);
      const end = minutesOfDay(window.end);
      if (end <= start)
        context.addIssue({ code: 'custom', message: M.windowOrder, path: ['weeklyHours', index, 'end'] });
      else if (end - start < body.sessionMinutes) {
        context.addIssue({ code: 'custom', message: M.windowTooShort, path: ['weeklyHours', index, 'end'] });
      }
      const overlaps = body.weeklyHours.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === window.weekday &&
          HH_MM.test(other.start) &&
          HH_MM.test(other.end) &&
          minutesOfDay(other.start) < end &&
          start < minutesOfDay(other.end),
      );
      if (overlaps)
        context.addIssue({ code: 'custom', message: M.windowOverlap, path: ['weeklyHours', index] });
    });
  });
export type MentorAvailabilityInput = z.infer<typeof mentorAvailabilityInputSchema>;
export type MentorAvailabilityBody = z.input<typeof mentorAvailabilityInputSchema>;

/** `isConfigured` is false until the alumni first saves; the other fields are then the defaults. */
export const mentorAvailabilitySchema = z.object({
  timeZone: z.string(),
  sessionMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  minNoticeHours: z.number().int(),
  weeklyCap: z.number().int(),
  weeklyHours: z.array(weeklyWindowSchema),
  blockedDates: z.array(z.string()),
  meetingLink: z.string().nullable(),
  isConfigured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MentorAvailability = z.infer<typeof mentorAvailabilitySchema>;
export const mentorAvailabilityResponseSchema = z.object({
  success: z.literal(true),
  data: mentorAvailabilitySchema,
});
export const saveAvailabilityResponseSchema = successResponseSchema.extend({
  data: mentorAvailabilitySchema,
});

/** UTC instants; the web shows them in the viewer's zone with the alumni's beside them. */
export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    alumni: personRefSchema,
    /** The alumni's IANA zone. */
    timeZone: z.string(),
    sessionMinutes: z.number().int(),
    from: z.string(),
    to: z.string(),
    slots: z.array(slotSchema),
  }),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/**
 * Body of `POST /api/mentor-sessions`; `start` must be one of the offered slots. No meeting link: the session
 * uses the alumni's, and a student must not be able to point the mentor at a link of their choosing.
 */
export const bookSessionSchema = z.object({
  mentorshipId: z
    .string({ error: M.mentorshipNotFound })
    .trim()
    .min(1, { error: M.mentorshipNotFound })
    .max(100),
  start: z.iso.datetime({ offset: true, error: M.startInvalid }),
});
export type BookSession = z.infer<typeof bookSessionSchema>;

export const cancelSessionSchema = z.object({
  reason: z
    .string({ error: M.cancelReasonRequired })
    .trim()
    .min(1, { error: M.cancelReasonRequired })
    .max(L.cancelReasonMax, { error: tooLongMessage(L.cancelReasonMax) }),
});
export type CancelSession = z.infer<typeof cancelSessionSchema>;

/** Body of `POST /api/mentor-sessions/{id}/reschedule`; `start` must be an offered slot. */
export const rescheduleSessionSchema = z.object({
  start: z.iso.datetime({ offset: true, error: M.startInvalid }),
  reason: z
    .string({ error: M.rescheduleReasonRequired })
    .trim()
    .min(1, { error: M.rescheduleReasonRequired })
    .max(L.rescheduleReasonMax, { error: tooLongMessage(L.rescheduleReasonMax) }),
});
export type RescheduleSession = z.infer<typeof rescheduleSessionSchema>;

/**
 * Body of `PATCH /api/mentor-sessions/{id}/meeting-link`: the link of one booked session, the same rule as
 * the default link; null (or blank) goes back to the alumni's default link.
 */
export const sessionMeetingLinkSchema = z.object({ meetingLink: meetingLinkField });
export type SessionMeetingLink = z.infer<typeof sessionMeetingLinkSchema>;

/** `session`: one of the viewer's own sessions, whose time is offered as if free (to pick a new time). */
export const slotsQuerySchema = z.object({
  session: z.uuid({ error: M.sessionNotFound }).optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const SESSION_SCOPES = ['upcoming', 'past', 'all'] as const;
export const mySessionsQuerySchema = z.object({
  scope: z.enum(SESSION_SCOPES, { error: 'Unknown scope' }).default('all'),
});
export type MySessionsQuery = z.infer<typeof mySessionsQuerySchema>;

export const mentorSessionSchema = z.object({
  _id: z.string(),
  mentorshipId: z.string(),
  student: personRefSchema,
  alumni: personRefSchema,
  start: z.string(),
  end: z.string(),
  /** The alumni's zone when booked. */
  timeZone: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** The session's own link, else the alumni's default; null when neither is set. */
  meetingLink: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['student', 'alumni']).nullable(),
  cancelledAt: z.string().nullable(),
  /** The latest move's reason and side; null until first rescheduled. */
  rescheduleReason: z.string().nullable(),
  rescheduledBy: z.enum(['student', 'alumni']).nullable(),
  rescheduledAt: z.string().nullable(),
  createdAt: z.string(),
  /** The student's rating of a completed session; the alumni sees it only while it is visible. */
  review: sessionReviewSchema.nullable(),
});
export type MentorSession = z.infer<typeof mentorSessionSchema>;
export const mySessionsResponseSchema = z.array(mentorSessionSchema);
export const sessionResultSchema = successResponseSchema.extend({ data: mentorSessionSchema });
export type SessionResult = z.infer<typeof sessionResultSchema>;
