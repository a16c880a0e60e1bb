import type { MentorAvailabilityBody } from '@mentorbridge/shared';
import { expect } from 'vitest';
import type { AppInstance } from '../src/platform/context';
import { bearer, createUserWithProfile } from './factories';

export type SessionUser = Awaited<ReturnType<typeof createUserWithProfile>>;
export type Mentee = SessionUser & { mentorshipId: string };

/** Monday 2 March 2026, 04:00 in Los Angeles; US clocks go forward on Sunday 8 March. */
export const SESSIONS_NOW = new Date('2026-03-02T12:00:00Z');

/** Weekdays 09:00–11:00 in Los Angeles, hour-long sessions, no buffer, notice or cap to speak of. */
export const LA_HOURS: MentorAvailabilityBody = {
  timeZone: 'America/Los_Angeles',
  sessionMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  weeklyCap: 40,
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
  blockedDates: [],
  meetingLink: 'https://meet.example.com/mentor',
};

let ip = 0;
/** Fresh addresses, so the rate limits of requests and bookings never trip a test. */
export const nextAddress = () => `10.63.${Math.floor(++ip / 200)}.${ip % 200}`;

export function setHours(
  app: AppInstance,
  alumni: { token: string },
  body: Partial<MentorAvailabilityBody> = {},
) {
  return app.inject({
    method: 'PUT',
    url: '/api/mentor-sessions/availability',
    headers: bearer(alumni.token),
    payload: { ...LA_HOURS, ...body },
  });
}

export async function mentorWithHours(app: AppInstance, body: Partial<MentorAvailabilityBody> = {}) {
  const alumni = await createUserWithProfile(app, 'alumni');
  expect((await setHours(app, alumni, body)).statusCode).toBe(200);
  return alumni;
}

/** The student's request to the alumni, sent through the API: its id. */
export async function requestMentorship(
  app: AppInstance,
  student: { token: string },
  alumni: { id: string },
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/mentorship-requests',
    headers: bearer(student.token),
    payload: { alumniId: alumni.id, requestType: 'Resume Review', message: 'Please help' },
    remoteAddress: nextAddress(),
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().data._id as string;
}

export async function acceptRequest(app: AppInstance, alumni: { token: string }, requestId: string) {
  const accepted = await app.inject({
    method: 'PUT',
    url: `/api/mentorship-requests/${requestId}/accept`,
    headers: bearer(alumni.token),
    payload: { responseMessage: 'Happy to help' },
  });
  expect(accepted.statusCode).toBe(200);
}

/** A student whose request the alumni accepted, with the mentorship's id. */
export async function menteeOf(app: AppInstance, alumni: SessionUser): Promise<Mentee> {
  const student = await createUserWithProfile(app, 'student');
  const mentorshipId = await requestMentorship(app, student, alumni);
  await acceptRequest(app, alumni, mentorshipId);
  return { ...student, mentorshipId };
}

export async function slotsOf(app: AppInstance, viewer: { token: string }, alumni: { id: string }) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/mentor-sessions/slots/${alumni.id}`,
    headers: bearer(viewer.token),
  });
  return {
    response,
    starts: (response.json().data?.slots ?? []).map((slot: { start: string }) => slot.start) as string[],
  };
}

export function bookAt(
  app: AppInstance,
  student: Pick<Mentee, 'token' | 'mentorshipId'>,
  start: string,
  options: { headers?: Record<string, string>; body?: Record<string, unknown> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/mentor-sessions',
    headers: { ...bearer(student.token), ...options.headers },
    payload: { mentorshipId: student.mentorshipId, start, ...options.body },
    remoteAddress: nextAddress(),
  });
}

export async function sessionsOf(app: AppInstance, user: { token: string }) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/mentor-sessions',
    headers: bearer(user.token),
  });
  return response.json() as Array<{ _id: string; status: string; meetingLink: string | null }>;
}

export function cancelAs(app: AppInstance, user: { token: string }, id: string, reason: string) {
  return app.inject({
    method: 'POST',
    url: `/api/mentor-sessions/${id}/cancel`,
    headers: bearer(user.token),
    payload: { reason },
  });
}

export function rescheduleAs(
  app: AppInstance,
  user: { token: string },
  id: string,
  start: string,
  reason = 'Clash',
) {
  return app.inject({
    method: 'POST',
    url: `/api/mentor-sessions/${id}/reschedule`,
    headers: bearer(user.token),
    payload: { start, reason },
  });
}
