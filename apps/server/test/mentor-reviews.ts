import { type MentorReviewBody, POINT_EVENTS } from '@mentorbridge/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { completeDueSessions, payDueSessions } from '../src/modules/mentor-sessions/completion.service';
import type { ManualClock } from '../src/platform/clock';
import type { AppInstance } from '../src/platform/context';
import { scalar } from './admin-users';
import { bearer } from './factories';
import {
  bookAt,
  type Mentee,
  menteeOf,
  mentorWithHours,
  nextAddress,
  type SessionUser,
} from './mentor-sessions';

/**
 * Slots of `mentorWithHours` after `SESSIONS_NOW` (Monday 2 March 2026, 12:00 UTC): 09:00 and 10:00 in Los
 * Angeles on weekdays, hour-long; they have all ended by `AFTER_SLOTS`.
 */
export const SLOTS = [
  '2026-03-02T17:00:00.000Z',
  '2026-03-02T18:00:00.000Z',
  '2026-03-03T17:00:00.000Z',
  '2026-03-03T18:00:00.000Z',
] as const;
export const AFTER_SLOTS = new Date('2026-03-03T19:30:00Z');

export interface Pair {
  alumni: SessionUser;
  student: Mentee;
  sessionId: string;
}

/** One booked session per start, each with its own student, all with one fresh alumni. */
export async function bookedSessions(app: AppInstance, starts: readonly string[]) {
  const alumni = await mentorWithHours(app);
  const pairs: Pair[] = [];
  for (const start of starts) {
    const student = await menteeOf(app, alumni);
    const booked = await bookAt(app, student, start);
    expect(booked.statusCode, booked.body).toBe(201);
    pairs.push({ alumni, student, sessionId: booked.json().data._id as string });
  }
  return { alumni, pairs };
}

/**
 * Moves the clock to `at` and runs the completion job once: it completes the sessions that have ended and pays
 * those whose no-show window has closed (at `AFTER_SLOTS`, the two of 2 March).
 */
export async function finishSessions(app: AppInstance, clock: ManualClock, at: Date = AFTER_SLOTS) {
  clock.set(at);
  const completed = await completeDueSessions(app.ctx);
  await payDueSessions(app.ctx);
  // As a job, outside any request: kept answers hear of it through the change notification.
  await app.ctx.cache.settled();
  return completed;
}

export function reviewAs(
  app: AppInstance,
  user: { token: string },
  sessionId: string,
  body: Partial<MentorReviewBody> | Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) {
  return app.inject({
    method,
    url: `/api/mentor-sessions/${sessionId}/review`,
    headers: bearer(user.token),
    payload: body,
    remoteAddress: nextAddress(),
  });
}

export function reviewsOf(app: AppInstance, viewer: { token: string }, alumniId: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/mentors/${alumniId}/reviews${query}`,
    headers: bearer(viewer.token),
  });
}

/**
 * The alumni's leaderboard standing from their sessions: `points` leaves out the +10 of each accepted
 * mentorship the fixtures needed, `sessions` is the `mentorshipSessions` counter.
 */
export async function standingOf(app: AppInstance, alumni: { token: string }) {
  const me = await app.inject({ method: 'GET', url: '/api/leaderboard/me', headers: bearer(alumni.token) });
  const entry = me.json() as {
    points: number;
    contributions: { mentorshipSessions: number; acceptedMentorships: number };
  };
  const accepted = entry.contributions.acceptedMentorships * POINT_EVENTS.mentorship_accepted.points;
  return { points: entry.points - accepted, sessions: entry.contributions.mentorshipSessions };
}

export function ledgerRows(app: AppInstance, sessionId: string) {
  return scalar(
    app,
    sql`select count(*)::int as n from points_ledger where kind = 'mentor_session_completed' and source_id = ${sessionId}`,
  );
}

/** The directory card's and the profile's `mentorRating` for `alumniId`, as `viewer` reads them. */
export async function mentorRatingOf(app: AppInstance, viewer: { token: string }, alumni: SessionUser) {
  const profile = await app.inject({
    method: 'GET',
    url: `/api/users/${alumni.id}`,
    headers: bearer(viewer.token),
  });
  const directory = await app.inject({
    method: 'GET',
    url: '/api/users/alumni?limit=100',
    headers: bearer(viewer.token),
  });
  const card = (directory.json() as Array<{ _id: string; mentorRating?: unknown }>).find(
    (item) => item._id === alumni.id,
  );
  expect(card, 'the alumni is listed').toBeDefined();
  return { profile: profile.json().mentorRating, card: card!.mentorRating };
}
