/** The campus mix: what signed-in students and alumni ask, weighted per 100 requests, 8 of them writes. */
import {
  INSIGHT_SORTS,
  LEADERBOARD_PERIODS,
  REQUEST_TYPES,
  RESOURCE_SORTS,
  zonedToUtc,
} from '@mentorbridge/shared';
import type { CampusData, Mentorship } from './campus-data';

export type Role = 'student' | 'alumni' | 'mentee' | 'any';

export interface CampusRequest {
  method: string;
  path: string;
  body?: string;
}

export interface CampusAction {
  name: string;
  weight: number;
  kind: 'read' | 'write';
  role: Role;
  /** Given the signed-in user's email, for actions that need their own data. */
  request: (email: string) => CampusRequest;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const q = encodeURIComponent;
const get = (path: string): CampusRequest => ({ method: 'GET', path });

function directory(data: CampusData) {
  const page = `page=${between(1, 8)}&limit=20`;
  const filter = Math.random();
  if (filter < 0.5) return get(`/api/users/alumni?q=${q(pick(data.namePrefixes))}&${page}`);
  if (filter < 0.8) return get(`/api/users/alumni?company=${q(pick(data.companies))}&${page}`);
  return get(`/api/users/alumni?branch=${q(pick(data.branches))}&${page}`);
}

function interviews(data: CampusData) {
  const page = `page=${between(1, 5)}&limit=20`;
  return Math.random() < 0.6
    ? get(`/api/interviews?q=${q(pick(data.interviewWords))}&${page}`)
    : get(`/api/interviews?company=${q(pick(data.interviewCompanies))}&${page}`);
}

function insights(data: CampusData) {
  const sort = `sort=${pick(INSIGHT_SORTS)}&page=${between(1, 3)}&limit=12`;
  return Math.random() < 0.5
    ? get(`/api/company-insights?q=${q(pick(data.insightCompanies))}&${sort}`)
    : get(`/api/company-insights?industry=${q(pick(data.industries))}&${sort}`);
}

function resources(data: CampusData) {
  const sort = `sort=${pick(RESOURCE_SORTS)}&page=${between(1, 3)}&limit=12`;
  return Math.random() < 0.5
    ? get(`/api/resources?q=${q(pick(data.resourceWords))}&${sort}`)
    : get(`/api/resources?category=${q(pick(data.resourceCategories))}&${sort}`);
}

function workshops(data: CampusData) {
  const page = `page=${between(1, 3)}&limit=20`;
  return Math.random() < 0.3
    ? get(`/api/alumni-features/workshops?q=${q(pick(data.companies))}&${page}`)
    : get(`/api/alumni-features/workshops?${page}`);
}

/**
 * A start on the grid of the mentor's weekday hours (09:00–17:00 in their zone, as seeded) 2 to 26 days
 * ahead: often free, sometimes taken or over the weekly cap, as when students pick from a page of slots.
 */
function sessionStart({ timeZone, sessionMinutes }: Mentorship): string {
  const day = new Date(Date.now() + between(2, 26) * 86_400_000);
  if (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 2);
  const minutes = 9 * 60 + between(0, Math.floor((8 * 60) / sessionMinutes) - 1) * sessionMinutes;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return zonedToUtc(day.toISOString().slice(0, 10), time, timeZone).toISOString();
}

const json = (method: string, path: string, body: unknown): CampusRequest => ({
  method,
  path,
  body: JSON.stringify(body),
});

export function campusActions(data: CampusData): CampusAction[] {
  const read = (
    name: string,
    weight: number,
    role: Role,
    request: (email: string) => CampusRequest,
  ): CampusAction => ({
    name,
    weight,
    kind: 'read',
    role,
    request,
  });
  const write = (
    name: string,
    weight: number,
    request: (email: string) => CampusRequest,
    role: Role = 'student',
  ): CampusAction => ({ name, weight, kind: 'write', role, request });
  const mentorOf = (email: string) => pick(data.mentorships.get(email)!);
  return [
    read('alumni directory', 12, 'any', () => directory(data)),
    read('mentors for you', 2, 'student', () => get('/api/mentors/recommended?limit=6')),
    read('alumni public profile', 6, 'any', () => get(`/api/users/${pick(data.alumniIds)}`)),
    read('interview experiences', 10, 'any', () => interviews(data)),
    read('interview experience', 5, 'any', () => get(`/api/interviews/${pick(data.experienceIds)}`)),
    read('company insights', 6, 'any', () => insights(data)),
    read('company insight', 3, 'any', () => get(`/api/company-insights/${pick(data.insightIds)}`)),
    read('resources', 6, 'any', () => resources(data)),
    read('leaderboard', 6, 'any', () =>
      get(`/api/leaderboard?limit=${pick([10, 50, 100])}&period=${pick(LEADERBOARD_PERIODS)}`),
    ),
    read('student workshops', 6, 'student', () => workshops(data)),
    read('my bookings', 4, 'student', () => get('/api/alumni-features/my-bookings')),
    read('my mentorship requests', 4, 'student', () => get('/api/mentorship-requests/student')),
    read("alumni's pending requests", 3, 'alumni', () =>
      get('/api/mentorship-requests/alumni?status=pending'),
    ),
    read('notifications unread count', 6, 'any', () => get('/api/notifications/unread-count')),
    read('notifications', 3, 'any', () => get(`/api/notifications?page=${between(1, 2)}&limit=20`)),
    read('auth profile', 5, 'any', () => get('/api/auth/profile')),
    read("a mentor's free slots", 3, 'mentee', (email) =>
      get(`/api/mentor-sessions/slots/${mentorOf(email).alumniId}`),
    ),
    read('my mentor sessions', 2, 'mentee', () => get('/api/mentor-sessions')),
    write('helpful toggle', 2, () => ({
      method: Math.random() < 0.6 ? 'PUT' : 'DELETE',
      path: `/api/interviews/${pick(data.experienceIds)}/helpful`,
    })),
    write(
      'mentor session booking',
      1,
      (email) => {
        const mentorship = mentorOf(email);
        return json('POST', '/api/mentor-sessions', {
          mentorshipId: mentorship.mentorshipId,
          start: sessionStart(mentorship),
        });
      },
      'mentee',
    ),
    write('mentorship request', 1, () =>
      json('POST', '/api/mentorship-requests', {
        alumniId: pick(data.alumniIds),
        requestType: pick(REQUEST_TYPES),
        message: 'Could you guide me on placements?',
      }),
    ),
    write('workshop booking', 2, () =>
      json('POST', `/api/alumni-features/workshop/${pick(data.workshopIds)}/book`, {
        notes: 'Looking forward to it',
      }),
    ),
    write('insight rating', 2, () =>
      json('POST', `/api/company-insights/${pick(data.insightIds)}/rate`, {
        rating: between(1, 5),
        comment: 'Matches what I heard from seniors.',
      }),
    ),
  ];
}
