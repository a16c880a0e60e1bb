import { type Action, type Actor, between, itemsOf, pick, read } from './soak-users';

export interface Alumni extends Actor {
  pending: Array<{ _id: string }>;
  bookings: Array<{ workshopId: string; bookingId: string }>;
}

const DAY = 86_400_000;
const MEETING = 'https://meet.example.com/mentorbridge-soak';

async function readPending(a: Alumni) {
  const body = await a.call('read pending requests', 'GET', '/api/mentorship-requests/alumni?status=pending');
  if (body) a.pending = itemsOf(body);
}

async function readWorkshops(a: Alumni) {
  const body = await a.call('read my workshops', 'GET', '/api/alumni-features/my-workshops');
  if (!body) return;
  a.bookings = itemsOf<{ _id: string; bookings: Array<{ _id: string; status: string }> }>(body).flatMap(
    (workshop) =>
      workshop.bookings
        .filter((booking) => booking.status === 'Pending')
        .map((booking) => ({ workshopId: workshop._id, bookingId: booking._id })),
  );
}

export const ALUMNI_ACTIONS: ReadonlyArray<Action<Alumni>> = [
  [10, 'read pending requests', readPending],
  [
    10,
    'answer a request',
    async (a) => {
      const request = a.pending.shift();
      if (!request) return readPending(a);
      const date = new Date(Date.now() + between(2, 14) * DAY).toISOString().slice(0, 10);
      // Withdrawn by the student meanwhile (404) or answered already (409).
      if (Math.random() < 0.7) {
        await a.call('answer a request', 'PUT', `/api/mentorship-requests/${request._id}/accept`, {
          body: {
            responseMessage: 'Happy to help.',
            meetingLink: MEETING,
            meetingDate: date,
            meetingTime: '18:30',
          },
          refusals: [404, 409],
        });
      } else {
        await a.call('answer a request', 'PUT', `/api/mentorship-requests/${request._id}/reject`, {
          body: { rejectionReason: 'Fully booked this month.' },
          refusals: [404, 409],
        });
      }
    },
  ],
  read(3, 'read request counts', '/api/mentorship-requests/alumni/stats'),
  [8, 'read my workshops', readWorkshops],
  [
    8,
    'decide a booking',
    async (a) => {
      const booking = a.bookings.shift();
      if (!booking) return readWorkshops(a);
      // Cancelled by the student meanwhile, or the workshop full: 409.
      await a.call(
        'decide a booking',
        'PUT',
        `/api/alumni-features/workshop/${booking.workshopId}/booking/${booking.bookingId}`,
        {
          body:
            Math.random() < 0.85 ? { status: 'Confirmed', meetingLink: MEETING } : { status: 'Cancelled' },
          refusals: [409],
        },
      );
    },
  ],
  [
    1,
    'create a workshop',
    async (a) => {
      await a.call('create a workshop', 'POST', '/api/alumni-features/workshop', {
        body: {
          title: 'Mock interview evening',
          description: 'A mock technical interview with feedback on approach and communication.',
          category: 'Mock Interview',
          workshopType: 'mock-interview',
          scheduledDate: new Date(Date.now() + between(3, 30) * DAY).toISOString(),
          duration: 60,
          maxParticipants: between(3, 15),
          topics: ['DSA', 'Communication'],
        },
      });
    },
  ],
  read(3, 'read my achievements', '/api/alumni-features/my-achievements'),
  read(3, 'read my rank', '/api/leaderboard/me'),
  read(2, 'read my feedback', '/api/alumni-features/my-feedback'),
  read(3, 'read the leaderboard', '/api/leaderboard?limit=20'),
  read(2, 'browse interview experiences', '/api/interviews?limit=20'),
];

const SEARCHES = ['sharma', 'kumar', 'bench.test', 'student1'];

export const ADMIN_ACTIONS: ReadonlyArray<Action<Actor>> = [
  read(10, 'list users', () => `/api/users?page=${between(1, 5)}&limit=20`),
  read(5, 'search users', () => `/api/users?q=${pick(SEARCHES)}&role=student&page=1&limit=20`),
  read(5, 'read user counts', '/api/users/stats'),
  read(3, 'read analytics', '/api/admin/analytics'),
  read(2, 'read reports', '/api/admin/reports'),
  read(2, 'list requests', '/api/mentorship-requests?page=1&limit=20'),
  read(2, 'list resources', '/api/resources/admin/all?sort=recent&page=1&limit=20'),
  read(2, 'read the audit log', '/api/admin/audit-log'),
];
