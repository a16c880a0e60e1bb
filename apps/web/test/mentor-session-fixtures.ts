import type { MentorAvailability, MentorSession, SlotsResponse } from '@mentorbridge/shared';

/** Never imported by app code. */

export const SESSIONS_API = '/api/mentor-sessions';

let sequence = 0;

export function createAvailability(overrides: Partial<MentorAvailability> = {}): MentorAvailability {
  return {
    timeZone: 'Asia/Kolkata',
    sessionMinutes: 30,
    bufferMinutes: 10,
    minNoticeHours: 12,
    weeklyCap: 5,
    weeklyHours: [],
    blockedDates: [],
    meetingLink: null,
    isConfigured: false,
    updatedAt: null,
    ...overrides,
  };
}

export function createSlots(overrides: Partial<SlotsResponse['data']> = {}): SlotsResponse {
  return {
    success: true,
    data: {
      alumni: { _id: 'rahul', name: 'Rahul Verma' },
      timeZone: 'America/New_York',
      sessionMinutes: 30,
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-29T00:00:00.000Z',
      slots: [],
      ...overrides,
    },
  };
}

export function createMentorSession(overrides: Partial<MentorSession> = {}): MentorSession {
  sequence += 1;
  return {
    _id: `session-${sequence}`,
    mentorshipId: `request-${sequence}`,
    student: { _id: `student-${sequence}`, name: `Student ${sequence}` },
    alumni: { _id: `alumni-${sequence}`, name: `Alumni ${sequence}` },
    start: '2026-03-09T13:00:00.000Z',
    end: '2026-03-09T13:30:00.000Z',
    timeZone: 'America/New_York',
    status: 'booked',
    meetingLink: null,
    cancelReason: null,
    cancelledBy: null,
    cancelledAt: null,
    rescheduleReason: null,
    rescheduledBy: null,
    rescheduledAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    review: null,
    ...overrides,
  };
}
