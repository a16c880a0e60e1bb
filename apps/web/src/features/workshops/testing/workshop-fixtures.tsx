import type { FeedbackItem, OwnerWorkshop, StudentBooking, StudentWorkshop } from '@mentorbridge/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createTestQueryClient } from '../../../test/render';

/** Test data and a fetch stand-in for the workshops feature's tests (never imported by app code). */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A date `days` from now, as the server sends it. */
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const mentor = (n: number) => ({
  id: `alumni-${n}`,
  name: 'Ananya Iyer',
  company: 'Google',
  position: 'Senior Engineer',
  profilePhoto: null,
});

export function createStudentWorkshop(overrides: Partial<StudentWorkshop> = {}): StudentWorkshop {
  const n = next();
  return {
    _id: `workshop-${n}`,
    title: `System Design ${n}`,
    mentor: mentor(n),
    mentorshipType: ['System Design'],
    description: 'Design a URL shortener together.',
    sessionMode: ['Online'],
    duration: 90,
    availableSlots: 8,
    isPaidSession: false,
    sessionCharge: 0,
    availableDays: ['Tuesday'],
    availableTime: '18:30',
    scheduledDate: inDays(5),
    topics: ['Caching', 'Sharding'],
    prerequisites: null,
    myBookingStatus: null,
    ...overrides,
  };
}

export function createStudentBooking(overrides: Partial<StudentBooking> = {}): StudentBooking {
  const n = next();
  return {
    _id: `booking-${n}`,
    workshopId: `workshop-${n}`,
    workshopTitle: `Mock Interview ${n}`,
    mentor: mentor(n),
    mentorshipType: ['Mock Interview'],
    sessionMode: ['Online'],
    duration: 60,
    isPaidSession: false,
    sessionCharge: 0,
    description: 'A realistic coding round.',
    scheduledDate: inDays(3),
    scheduledTime: '18:30',
    status: 'Pending',
    meetingLink: null,
    notes: null,
    bookedAt: inDays(-1),
    hasFeedback: false,
    canCancel: true,
    ...overrides,
  };
}

type OwnerBooking = OwnerWorkshop['bookings'][number];

export function createOwnerBooking(overrides: Partial<OwnerBooking> = {}): OwnerBooking {
  const n = next();
  return {
    _id: `booking-${n}`,
    studentId: `student-${n}`,
    studentName: `Student ${n}`,
    studentEmail: `student${n}@example.edu`,
    status: 'Pending',
    bookedAt: inDays(-1),
    notes: null,
    scheduledDate: null,
    scheduledTime: null,
    ...overrides,
  };
}

export function createOwnerWorkshop(overrides: Partial<OwnerWorkshop> = {}): OwnerWorkshop {
  const n = next();
  const base: OwnerWorkshop = {
    _id: `workshop-${n}`,
    title: `Resume Clinic ${n}`,
    description: 'We fix your resume live.',
    category: 'Resume Review',
    workshopType: 'workshop',
    isPaid: false,
    price: 0,
    isPaidSession: false,
    sessionCharge: 0,
    duration: 60,
    maxParticipants: 10,
    scheduledDate: inDays(7),
    meetingLink: 'https://meet.example.com/clinic',
    prerequisites: null,
    topics: ['ATS'],
    isActive: true,
    status: 'upcoming',
    isMarkedCompleted: false,
    confirmedCount: 0,
    availableSlots: 10,
    bookings: [],
    ...overrides,
  };
  const confirmed = base.bookings.filter((booking) => booking.status === 'Confirmed').length;
  return overrides.confirmedCount === undefined ? { ...base, confirmedCount: confirmed } : base;
}

export function createFeedbackItem(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  const n = next();
  return {
    _id: `feedback-${n}`,
    rating: 5,
    comment: `Great session ${n}`,
    submittedAt: '2026-03-02T10:00:00.000Z',
    workshopId: `workshop-${n}`,
    workshopTitle: `Mock Interview ${n}`,
    studentId: `student-${n}`,
    studentName: `Student ${n}`,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by 'METHOD /path?query' (exact) or 'METHOD /path' (any query); an unknown call
 * answers 404 and is listed in `unmatched`.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const routes = new Map(Object.entries(handlers));
  const unmatched: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes.get(`${method} ${url}`) ?? routes.get(`${method} ${url.split('?')[0]}`);
    if (!handler) {
      unmatched.push(`${method} ${url}`);
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls made to `METHOD /path` (any query), with their parsed JSON bodies. */
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const [method, path] = key.split(' ');
        const url = String(input);
        return (init?.method ?? 'GET') === method && (url === path || url.split('?')[0] === path);
      })
      .map(([input, init]) => ({
        url: String(input),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      }));

  return { fetchMock, unmatched, calls, on: (key: string, handler: Handler) => routes.set(key, handler) };
}

/** Renders a feature component with a fresh query client and a router; returns a user-event instance. */
export function renderWithClient(ui: ReactElement) {
  const client = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, client };
}

export const API = '/api/alumni-features';
