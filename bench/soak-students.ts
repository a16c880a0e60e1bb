import { type Action, type Actor, between, itemsOf, pick, read } from './soak-users';

export interface Student extends Actor {
  /** Students ask them, so the requests keep moving. */
  mentorIds: readonly string[];
  alumniIds: string[];
  workshops: Array<{ _id: string; availableSlots: number; myBookingStatus: string | null }>;
  bookings: Array<{ _id: string; canCancel: boolean }>;
  requests: Array<{ _id: string; status: string; alumni: { _id: string } }>;
  interviewIds: string[];
  insightIds: string[];
}

const SEARCHES = ['sharma', 'google', 'kumar', 'microsoft', 'patel', 'amazon', 'iyer', 'data'];
const INTERVIEW_SEARCHES = ['system design', 'arrays', 'dynamic programming', 'projects', 'sql'];
const COMPANIES = ['Amazon', 'Google', 'Microsoft', 'Infosys', 'Flipkart'];
const q = encodeURIComponent;
const ids = (body: unknown) => itemsOf<{ _id: string }>(body).map((item) => item._id);

async function readRequests(s: Student) {
  const body = await s.call('read my requests', 'GET', '/api/mentorship-requests/student');
  if (body) s.requests = itemsOf(body);
}

async function readBookings(s: Student) {
  const body = await s.call('read my bookings', 'GET', '/api/alumni-features/my-bookings');
  if (body) s.bookings = itemsOf(body);
}

async function browseWorkshops(s: Student) {
  const body = await s.call(
    'browse workshops',
    'GET',
    `/api/alumni-features/workshops?page=${between(1, 3)}&limit=20`,
  );
  if (body) s.workshops = itemsOf(body);
}

export const STUDENT_ACTIONS: ReadonlyArray<Action<Student>> = [
  [
    10,
    'browse the directory',
    async (s) => {
      const body = await s.call(
        'browse the directory',
        'GET',
        `/api/users/alumni?page=${between(1, 5)}&limit=20`,
      );
      if (body) s.alumniIds = ids(body);
    },
  ],
  read(6, 'search the directory', () => `/api/users/alumni?q=${q(pick(SEARCHES)!)}&limit=20`),
  read(3, 'filter the directory', () => `/api/users/alumni?company=${q(pick(COMPANIES)!)}&limit=20`),
  [
    3,
    'view an alumni',
    async (s) => {
      const id = pick(s.alumniIds);
      if (id) await s.call('view an alumni', 'GET', `/api/users/${id}`);
    },
  ],
  [10, 'browse workshops', browseWorkshops],
  [
    6,
    'book a workshop',
    async (s) => {
      const open = s.workshops.filter(
        (w) => w.availableSlots > 0 && (w.myBookingStatus === null || w.myBookingStatus === 'Cancelled'),
      );
      const workshop = pick(open);
      if (!workshop) return browseWorkshops(s);
      // Full meanwhile, or no longer upcoming: 409.
      const booked = await s.call(
        'book a workshop',
        'POST',
        `/api/alumni-features/workshop/${workshop._id}/book`,
        {
          body: { notes: 'Looking forward to it' },
          refusals: [409],
        },
      );
      if (booked) workshop.myBookingStatus = 'Pending';
    },
  ],
  [5, 'read my bookings', readBookings],
  [
    4,
    'cancel a booking',
    async (s) => {
      const booking = pick(s.bookings.filter((b) => b.canCancel));
      if (!booking) return readBookings(s);
      // Cancelled by the host meanwhile: 409.
      await s.call('cancel a booking', 'PATCH', `/api/alumni-features/my-bookings/${booking._id}/cancel`, {
        refusals: [409],
      });
      booking.canCancel = false;
    },
  ],
  [4, 'read my requests', readRequests],
  [
    4,
    'send a mentorship request',
    async (s) => {
      const pending = s.requests.filter((r) => r.status === 'pending');
      const asked = new Set(pending.map((r) => r.alumni._id));
      const alumniId = pick(s.mentorIds.filter((id) => !asked.has(id)));
      if (pending.length >= 5 || !alumniId) return readRequests(s);
      // The list read earlier may be stale (5 pending, or one pending with this alumni): 409.
      const sent = await s.call<{ data: { _id: string; status: string } }>(
        'send a mentorship request',
        'POST',
        '/api/mentorship-requests',
        {
          body: { alumniId, requestType: 'Career Guidance', message: 'Could you guide me on placements?' },
          refusals: [409],
        },
      );
      if (sent) s.requests.push({ _id: sent.data._id, status: 'pending', alumni: { _id: alumniId } });
    },
  ],
  [
    1,
    'withdraw a request',
    async (s) => {
      const request = pick(s.requests.filter((r) => r.status === 'pending'));
      if (!request) return;
      // Answered meanwhile: 409.
      await s.call('withdraw a request', 'DELETE', `/api/mentorship-requests/${request._id}`, {
        refusals: [409],
      });
      request.status = 'withdrawn';
    },
  ],
  [
    8,
    'browse interview experiences',
    async (s) => {
      const body = await s.call(
        'browse interview experiences',
        'GET',
        `/api/interviews?page=${between(1, 3)}&limit=20`,
      );
      if (body) s.interviewIds = ids(body);
    },
  ],
  read(4, 'search interview experiences', () =>
    Math.random() < 0.5
      ? `/api/interviews?q=${q(pick(INTERVIEW_SEARCHES)!)}&limit=20`
      : `/api/interviews?company=${q(pick(COMPANIES)!)}&outcome=selected&limit=20`,
  ),
  [
    4,
    'read an interview experience',
    async (s) => {
      const id = pick(s.interviewIds);
      if (id) await s.call('read an interview experience', 'GET', `/api/interviews/${id}`);
    },
  ],
  [
    2,
    'mark an experience helpful',
    async (s) => {
      const id = pick(s.interviewIds);
      if (id)
        await s.call(
          'mark an experience helpful',
          Math.random() < 0.7 ? 'PUT' : 'DELETE',
          `/api/interviews/${id}/helpful`,
        );
    },
  ],
  [
    5,
    'browse company insights',
    async (s) => {
      const sort = Math.random() < 0.3 ? '&sort=rating' : '';
      const body = await s.call('browse company insights', 'GET', `/api/company-insights?limit=12${sort}`);
      if (body) s.insightIds = ids(body);
    },
  ],
  [
    3,
    'read a company insight',
    async (s) => {
      const id = pick(s.insightIds);
      if (id) await s.call('read a company insight', 'GET', `/api/company-insights/${id}`);
    },
  ],
  read(5, 'browse resources', () =>
    Math.random() < 0.3
      ? `/api/resources?limit=12&q=${q(pick(INTERVIEW_SEARCHES)!)}`
      : '/api/resources?limit=12',
  ),
  read(5, 'read the leaderboard', () =>
    Math.random() < 0.3 ? '/api/leaderboard?limit=20&period=weekly' : '/api/leaderboard?limit=20',
  ),
  read(3, 'read top contributors', '/api/leaderboard/top-contributors?limit=4'),
];
