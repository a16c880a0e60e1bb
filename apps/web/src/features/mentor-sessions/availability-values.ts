import type {
  MentorAvailability,
  MentorAvailabilityBody,
  SessionLength,
  WeeklyWindow,
} from '@mentorbridge/shared';

/** The form holds what the contract reads: a blank link is sent as typed and read as none. */
export type AvailabilityValues = MentorAvailabilityBody;

/** Monday first, as the week is read here; the contract's weekdays count from Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const NEW_WINDOW = { start: '09:00', end: '17:00' } as const;

export function toFormValues(availability: MentorAvailability): AvailabilityValues {
  return {
    timeZone: availability.timeZone,
    sessionMinutes: availability.sessionMinutes as SessionLength,
    bufferMinutes: availability.bufferMinutes,
    minNoticeHours: availability.minNoticeHours,
    weeklyCap: availability.weeklyCap,
    weeklyHours: availability.weeklyHours.map((window: WeeklyWindow) => ({ ...window })),
    blockedDates: [...availability.blockedDates],
    meetingLink: availability.meetingLink ?? '',
  };
}

/** Today's calendar date in the viewer's zone, as an `<input type="date">` value. */
export function todayInput(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
