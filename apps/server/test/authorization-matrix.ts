/* Data only, shared by authorization-matrix.test.ts and route-fuzzing.test.ts. */

export type Caller = 'anonymous' | 'student' | 'alumni' | 'otherAlumni' | 'admin' | 'otherStudent';
/** `otherStudent`, a student outside every pair of the fixture, is asked only where a row names it. */
export type Expected = Record<Exclude<Caller, 'otherStudent'>, number> & { otherStudent?: number };

const all = (status: number): Expected => ({
  anonymous: status,
  student: status,
  alumni: status,
  otherAlumni: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
const only = (role: 'student' | 'admin', status: number): Expected => ({
  ...all(403),
  anonymous: 401,
  [role]: status,
});
const alumniOnly = (status: number): Expected => ({
  ...all(403),
  anonymous: 401,
  alumni: status,
  otherAlumni: status,
});

export const INSIGHT_FORM = {
  company: 'Matrix Co',
  industry: 'Technology',
  recruitmentPattern: 'Campus',
  rolesOffered: ['Engineer'],
  salaryRange: { min: 1, max: 2, currency: 'INR' },
  workCulture: 'Calm',
  hiringProcess: { rounds: 2, duration: '1 week', description: 'Two rounds' },
  expectations: { technical: ['DSA'], behavioral: ['Team work'], educational: 'B.Tech' },
};

export interface Entry {
  method: string;
  url: string;
  request?: { url?: string; payload?: unknown };
  stream?: true;
  expected: Expected;
}

/** Public write routes are sent an empty body, so 400 shows they are reachable without a session. */
export const MATRIX: Entry[] = [
  { method: 'GET', url: '/api/health', expected: all(200) },
  { method: 'GET', url: '/api/ready', expected: all(200) },
  { method: 'POST', url: '/api/contact/send', request: { payload: {} }, expected: all(400) },
  { method: 'GET', url: '/api/dev/mailbox', expected: all(200) },
  {
    method: 'GET',
    url: '/api/dev/mailbox/:id/attachments/:index',
    request: { url: `/api/dev/mailbox/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/attachments/0` },
    expected: all(404),
  },
  { method: 'GET', url: '/api/notifications', expected: signedIn(200) },
  { method: 'GET', url: '/api/notifications/unread-count', expected: signedIn(200) },
  { method: 'PUT', url: '/api/notifications/read-all', expected: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/notifications/:id/read',
    // Nobody's notification: 404 for every signed-in caller, as for another user's.
    request: { url: `/api/notifications/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/read` },
    expected: signedIn(404),
  },
  { method: 'GET', url: '/api/notifications/preferences', expected: signedIn(200) },
  {
    method: 'PUT',
    url: '/api/notifications/preferences',
    request: {
      payload: {
        email: { mentorship: 'instant', workshops: 'digest', resources: 'off', moderation: 'instant' },
      },
    },
    expected: signedIn(200),
  },
  { method: 'GET', url: '/api/notifications/stream', stream: true, expected: signedIn(200) },
  { method: 'POST', url: '/api/auth/register', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/login', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/verify-email', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/resend-verification', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/forgot-password', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/resend-reset-otp', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/reset-password', request: { payload: {} }, expected: all(400) },
  { method: 'POST', url: '/api/auth/register-google', request: { payload: {} }, expected: all(400) },
  { method: 'GET', url: '/api/auth/providers', expected: all(200) },
  { method: 'GET', url: '/api/auth/google', expected: all(302) },
  { method: 'GET', url: '/api/auth/google/callback', expected: all(302) },
  { method: 'GET', url: '/api/auth/profile', expected: signedIn(200) },
  { method: 'GET', url: '/api/profile/me', expected: signedIn(200) },
  {
    method: 'GET',
    url: '/api/profile/student',
    expected: { anonymous: 401, student: 200, alumni: 403, otherAlumni: 403, admin: 403 },
  },
  {
    method: 'PUT',
    url: '/api/profile/student',
    request: { payload: {} },
    expected: { anonymous: 401, student: 400, alumni: 403, otherAlumni: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/profile/alumni',
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 200, admin: 403 },
  },
  {
    method: 'PUT',
    url: '/api/profile/alumni',
    request: { payload: {} },
    expected: { anonymous: 401, student: 403, alumni: 400, otherAlumni: 400, admin: 403 },
  },
  { method: 'POST', url: '/api/profile/upload-avatar', request: { payload: {} }, expected: signedIn(400) },
  { method: 'DELETE', url: '/api/profile/avatar', expected: signedIn(200) },
  {
    method: 'GET',
    url: '/api/files/:folder/:name',
    request: { url: `/api/files/avatars/${'0'.repeat(32)}.webp` },
    expected: all(404),
  },
  { method: 'GET', url: '/api/users/alumni', expected: signedIn(200) },
  { method: 'GET', url: '/api/users/alumni/filters', expected: signedIn(200) },
  // The matrix's student has no profile yet: 200 with `needsProfile`.
  { method: 'GET', url: '/api/mentors/recommended', expected: only('student', 200) },
  {
    method: 'GET',
    url: '/api/mentors/:id/similar',
    request: { url: '/api/mentors/{alumni}/similar' },
    expected: signedIn(200),
  },
  {
    method: 'GET',
    url: '/api/users/:id',
    request: { url: '/api/users/{alumni}' },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 200, admin: 200 },
  },
  { method: 'GET', url: '/api/users', expected: only('admin', 200) },
  { method: 'GET', url: '/api/users/stats', expected: only('admin', 200) },
  {
    // "alumni" is active already: setting it again changes nothing (no session of the matrix ends).
    method: 'PUT',
    url: '/api/users/:id/status',
    request: { url: '/api/users/{alumni}/status', payload: { isActive: true } },
    expected: only('admin', 200),
  },
  {
    method: 'DELETE',
    url: '/api/users/:id',
    request: { url: '/api/users/00000000-0000-4000-8000-000000000000' },
    expected: only('admin', 404),
  },
  { method: 'POST', url: '/api/users/bulk-delete', request: { payload: {} }, expected: only('admin', 400) },
  {
    method: 'POST',
    url: '/api/mentorship-requests',
    request: { payload: {} },
    expected: { anonymous: 401, student: 400, alumni: 403, otherAlumni: 403, admin: 403 },
  },
  { method: 'GET', url: '/api/mentorship-requests/student', expected: only('student', 200) },
  {
    method: 'DELETE',
    url: '/api/mentorship-requests/:id',
    request: { url: '/api/mentorship-requests/{request}' },
    expected: { anonymous: 401, student: 409, alumni: 403, otherAlumni: 403, admin: 403 },
  },
  { method: 'GET', url: '/api/mentorship-requests/alumni', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/mentorship-requests/alumni/stats', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/mentorship-requests/alumni/responsiveness', expected: alumniOnly(200) },
  // Not paused: nothing to resume.
  { method: 'POST', url: '/api/mentorship-requests/alumni/resume', expected: alumniOnly(409) },
  { method: 'GET', url: '/api/mentor-sessions/availability', expected: alumniOnly(200) },
  {
    method: 'PUT',
    url: '/api/mentor-sessions/availability',
    request: {
      payload: {
        timeZone: 'Europe/London',
        sessionMinutes: 30,
        bufferMinutes: 0,
        weeklyCap: 5,
        weeklyHours: [{ weekday: 1, start: '09:00', end: '10:00' }],
      },
    },
    // The matrix's alumni have no profile yet, and the zone is kept on it.
    expected: alumniOnly(409),
  },
  // Before the archive row below: the student's accepted request with "alumni" opens that alumni's slots.
  {
    method: 'GET',
    url: '/api/mentor-sessions/slots/:id',
    request: { url: '/api/mentor-sessions/slots/{alumni}' },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/mentor-sessions',
    request: { payload: {} },
    expected: { anonymous: 401, student: 400, alumni: 403, otherAlumni: 403, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/mentor-sessions',
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/mentor-sessions/:id/cancel',
    // Nobody's session: 404 for either side, as for another pair's.
    request: {
      url: `/api/mentor-sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/cancel`,
      payload: { reason: 'x' },
    },
    expected: { anonymous: 401, student: 404, alumni: 404, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/mentor-sessions/:id/reschedule',
    request: {
      url: `/api/mentor-sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/reschedule`,
      payload: { start: '2030-01-07T10:00:00.000Z', reason: 'x' },
    },
    expected: { anonymous: 401, student: 404, alumni: 404, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/mentor-sessions/:id/calendar.ics',
    request: { url: `/api/mentor-sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/calendar.ics` },
    expected: { anonymous: 401, student: 404, alumni: 404, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/mentor-sessions/:id/no-show',
    request: { url: `/api/mentor-sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/no-show` },
    expected: alumniOnly(404),
  },
  {
    // Nobody's session: the student is told it is unknown; only students review.
    method: 'POST',
    url: '/api/mentor-sessions/:id/review',
    request: {
      url: `/api/mentor-sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/review`,
      payload: { rating: 5 },
    },
    expected: only('student', 404),
  },
  {
    method: 'PUT',
    url: '/api/mentor-sessions/:id/review',
    request: {
      url: `/api/mentor-sessions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/review`,
      payload: { rating: 4 },
    },
    expected: only('student', 404),
  },
  {
    method: 'GET',
    url: '/api/mentors/:id/reviews',
    request: { url: '/api/mentors/{alumni}/reviews' },
    expected: signedIn(200),
  },
  {
    method: 'POST',
    url: '/api/mentor-reviews/:id/report',
    request: {
      url: `/api/mentor-reviews/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/report`,
      payload: { reason: 'Other' },
    },
    expected: signedIn(404),
  },
  {
    // The fixture's session of "alumni" with the student: another alumni may not touch it.
    method: 'PATCH',
    url: '/api/mentor-sessions/:id/meeting-link',
    request: {
      url: '/api/mentor-sessions/{session}/meeting-link',
      payload: { meetingLink: 'https://meet.example.com/matrix' },
    },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 403, admin: 403 },
  },
  {
    method: 'PUT',
    url: '/api/mentorship-requests/:id/accept',
    request: { url: '/api/mentorship-requests/{request}/accept', payload: { responseMessage: 'Yes' } },
    expected: { anonymous: 401, student: 403, alumni: 409, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'PUT',
    url: '/api/mentorship-requests/:id/reject',
    request: { url: '/api/mentorship-requests/{request}/reject', payload: {} },
    expected: { anonymous: 401, student: 403, alumni: 409, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'PUT',
    url: '/api/mentorship-requests/:id/archive',
    request: { url: '/api/mentorship-requests/{request}/archive' },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 404, admin: 403 },
  },
  { method: 'GET', url: '/api/mentorship-requests', expected: only('admin', 200) },
  {
    method: 'POST',
    url: '/api/alumni-features/workshop',
    request: { payload: {} },
    expected: alumniOnly(400),
  },
  {
    method: 'PUT',
    url: '/api/alumni-features/workshop/:id',
    request: { url: '/api/alumni-features/workshop/{workshop}', payload: {} },
    expected: alumniOnly(400),
  },
  {
    method: 'DELETE',
    url: '/api/alumni-features/workshop/:id',
    request: { url: '/api/alumni-features/workshop/{otherWorkshop}' },
    expected: { anonymous: 401, student: 403, alumni: 404, otherAlumni: 200, admin: 403 },
  },
  { method: 'GET', url: '/api/alumni-features/workshops', expected: signedIn(200) },
  { method: 'GET', url: '/api/alumni-features/my-workshops', expected: alumniOnly(200) },
  {
    method: 'POST',
    url: '/api/alumni-features/workshop/:id/book',
    request: { url: '/api/alumni-features/workshop/{workshop}/book', payload: {} },
    expected: only('student', 409),
  },
  {
    method: 'PUT',
    url: '/api/alumni-features/workshop/:id/booking/:bookingId',
    request: {
      url: '/api/alumni-features/workshop/{workshop}/booking/{booking}',
      payload: { status: 'Cancelled' },
    },
    expected: { anonymous: 401, student: 403, alumni: 409, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'PATCH',
    url: '/api/alumni-features/workshop/:id/meeting-link',
    request: {
      url: '/api/alumni-features/workshop/{workshop}/meeting-link',
      payload: { meetingLink: 'https://meet.example.com/m' },
    },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 404, admin: 403 },
  },
  {
    method: 'PATCH',
    url: '/api/alumni-features/workshop/:id/complete',
    request: { url: '/api/alumni-features/workshop/{workshop}/complete' },
    expected: { anonymous: 401, student: 403, alumni: 422, otherAlumni: 404, admin: 403 },
  },
  { method: 'GET', url: '/api/alumni-features/my-bookings', expected: only('student', 200) },
  {
    method: 'PATCH',
    url: '/api/alumni-features/my-bookings/:id/cancel',
    request: { url: '/api/alumni-features/my-bookings/{booking}/cancel' },
    expected: only('student', 409),
  },
  {
    method: 'GET',
    url: '/api/alumni-features/my-bookings/:id/calendar.ics',
    request: { url: '/api/alumni-features/my-bookings/{booking}/calendar.ics' },
    expected: only('student', 409),
  },
  {
    method: 'POST',
    url: '/api/alumni-features/workshop/:id/waitlist',
    request: { url: '/api/alumni-features/workshop/{workshop}/waitlist' },
    expected: only('student', 409),
  },
  {
    method: 'DELETE',
    url: '/api/alumni-features/workshop/:id/waitlist',
    request: { url: '/api/alumni-features/workshop/{workshop}/waitlist' },
    expected: only('student', 404),
  },
  {
    method: 'POST',
    url: '/api/alumni-features/workshop/:id/waitlist/accept',
    request: { url: '/api/alumni-features/workshop/{workshop}/waitlist/accept' },
    expected: only('student', 409),
  },
  {
    method: 'POST',
    url: '/api/alumni-features/workshop/:id/waitlist/decline',
    request: { url: '/api/alumni-features/workshop/{workshop}/waitlist/decline' },
    expected: only('student', 409),
  },
  { method: 'GET', url: '/api/alumni-features/my-waitlists', expected: only('student', 200) },
  {
    method: 'POST',
    url: '/api/alumni-features/feedback',
    request: { payload: { workshopId: '{workshop}', rating: 5 } },
    expected: only('student', 422),
  },
  { method: 'GET', url: '/api/alumni-features/my-feedback', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/alumni-features/my-achievements', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/leaderboard', expected: signedIn(200) },
  { method: 'GET', url: '/api/leaderboard/top-contributors', expected: signedIn(200) },
  // Every signed-in user gets 200: the alumni their entry, a student or an admin null (not ranked).
  { method: 'GET', url: '/api/leaderboard/me', expected: signedIn(200) },
  { method: 'GET', url: '/api/leaderboard/me/history', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/alumni-features/my-interview-experiences', expected: alumniOnly(200) },
  {
    method: 'POST',
    url: '/api/alumni-features/interview-experience',
    request: { payload: {} },
    expected: alumniOnly(400),
  },
  {
    // The experience of "alumni": only its author edits it; anyone else's is not found.
    method: 'PUT',
    url: '/api/alumni-features/interview-experience/:id',
    request: {
      url: '/api/alumni-features/interview-experience/{experience}',
      payload: {
        companyName: 'Matrix Co',
        role: 'Engineer',
        interviewDate: '2026-01-15',
        questions: [{ question: 'Why us?', answer: 'Because.', types: ['HR'] }],
      },
    },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 404, admin: 403 },
  },
  {
    // The experience of "otherAlumni": its author (or an admin) deletes it; then it is gone for the admin.
    method: 'DELETE',
    url: '/api/alumni-features/interview-experience/:id',
    request: { url: '/api/alumni-features/interview-experience/{otherExperience}' },
    expected: { anonymous: 401, student: 403, alumni: 404, otherAlumni: 200, admin: 404 },
  },
  { method: 'GET', url: '/api/interviews', expected: signedIn(200) },
  {
    method: 'GET',
    url: '/api/interviews/:id',
    request: { url: '/api/interviews/{experience}' },
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    url: '/api/interviews/:id/helpful',
    request: { url: '/api/interviews/{experience}/helpful' },
    expected: { anonymous: 401, student: 200, alumni: 400, otherAlumni: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    url: '/api/interviews/:id/helpful',
    request: { url: '/api/interviews/{experience}/helpful' },
    expected: { anonymous: 401, student: 200, alumni: 400, otherAlumni: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/interviews/:id/report',
    request: { url: '/api/interviews/{experience}/report', payload: { reason: 'Other' } },
    expected: { anonymous: 401, student: 201, alumni: 400, otherAlumni: 201, admin: 201 },
  },
  { method: 'GET', url: '/api/company-insights', expected: signedIn(200) },
  {
    method: 'GET',
    url: '/api/company-insights/:id',
    request: { url: '/api/company-insights/{insight}' },
    expected: signedIn(200),
  },
  {
    method: 'POST',
    url: '/api/company-insights',
    request: { payload: {} },
    expected: { anonymous: 401, student: 403, alumni: 400, otherAlumni: 400, admin: 400 },
  },
  {
    method: 'PUT',
    url: '/api/company-insights/:id',
    request: { url: '/api/company-insights/{insight}', payload: INSIGHT_FORM },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 403, admin: 200 },
  },
  {
    // The insight of "otherAlumni": only its creator (or an admin) deletes it; then it is gone for the admin.
    method: 'DELETE',
    url: '/api/company-insights/:id',
    request: { url: '/api/company-insights/{otherInsight}' },
    expected: { anonymous: 401, student: 403, alumni: 403, otherAlumni: 200, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/company-insights/:id/rate',
    request: { url: '/api/company-insights/{insight}/rate', payload: { rating: 4 } },
    expected: { anonymous: 401, student: 200, alumni: 400, otherAlumni: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/company-insights/:id/report',
    request: { url: '/api/company-insights/{insight}/report', payload: { reason: 'Other' } },
    expected: { anonymous: 401, student: 201, alumni: 400, otherAlumni: 201, admin: 201 },
  },
  { method: 'GET', url: '/api/resources', expected: signedIn(200) },
  {
    // A JSON body carries no file: reachable for alumni and admins (400), refused for students first.
    method: 'POST',
    url: '/api/resources',
    request: { payload: {} },
    expected: { anonymous: 401, student: 403, alumni: 400, otherAlumni: 400, admin: 400 },
  },
  {
    method: 'GET',
    url: '/api/resources/stats',
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 200, admin: 200 },
  },
  { method: 'GET', url: '/api/resources/admin/all', expected: only('admin', 200) },
  { method: 'GET', url: '/api/placement-resources', expected: only('admin', 200) },
  {
    // The published resource of "alumni": alumni see only their own, so "otherAlumni" gets 404.
    method: 'GET',
    url: '/api/resources/:id',
    request: { url: '/api/resources/{resource}' },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 404, admin: 200 },
  },
  {
    method: 'PUT',
    url: '/api/resources/:id',
    request: {
      url: '/api/resources/{resource}',
      payload: {
        title: 'Matrix',
        description: 'Matrix resource',
        category: 'Other',
        customCategory: 'Matrix',
      },
    },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 404, admin: 200 },
  },
  {
    // The pending resource of "otherAlumni": only its uploader sees and deletes it; then it is gone.
    method: 'DELETE',
    url: '/api/resources/:id',
    request: { url: '/api/resources/{otherResource}' },
    expected: { anonymous: 401, student: 404, alumni: 404, otherAlumni: 200, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/resources/:id/download-file',
    request: { url: '/api/resources/{resource}/download-file' },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/resources/:id/preview',
    request: { url: '/api/resources/{resource}/preview' },
    expected: { anonymous: 401, student: 403, alumni: 200, otherAlumni: 404, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/resources/:id/rate',
    request: { url: '/api/resources/{resource}/rate', payload: { rating: 4 } },
    expected: { anonymous: 401, student: 200, alumni: 400, otherAlumni: 404, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/resources/:id/report',
    request: { url: '/api/resources/{resource}/report', payload: { reason: 'Other' } },
    expected: { anonymous: 401, student: 201, alumni: 400, otherAlumni: 404, admin: 201 },
  },
  {
    method: 'PUT',
    url: '/api/resources/admin/:id/verify',
    request: {
      url: '/api/resources/admin/{pendingResource}/verify',
      payload: { isVerified: false, reason: 'No' },
    },
    expected: only('admin', 200),
  },
  { method: 'GET', url: '/api/admin/audit-log', expected: only('admin', 200) },
  { method: 'GET', url: '/api/admin/reports', expected: only('admin', 200) },
  {
    // No such report: only an admin gets as far as looking for it.
    method: 'PUT',
    url: '/api/admin/reports/:id',
    request: {
      url: '/api/admin/reports/00000000-0000-4000-8000-000000000000',
      payload: { decision: 'approve' },
    },
    expected: only('admin', 404),
  },
  {
    // The profile of "alumni": anyone else may report it once; its owner cannot report themselves.
    method: 'POST',
    url: '/api/users/:id/report',
    request: { url: '/api/users/{alumni}/report', payload: { reason: 'Other' } },
    expected: { anonymous: 401, student: 201, alumni: 400, otherAlumni: 201, admin: 201 },
  },
  { method: 'GET', url: '/api/admin/analytics', expected: only('admin', 200) },
  { method: 'GET', url: '/api/admin/analytics/sessions', expected: only('admin', 200) },
  { method: 'GET', url: '/api/admin/analytics/recommendations', expected: only('admin', 200) },
  {
    method: 'GET',
    url: '/api/admin/export/:kind.csv',
    request: { url: '/api/admin/export/users.csv' },
    expected: only('admin', 200),
  },
  {
    // The pair's second mentorship, still accepted: the pair and admins read its space.
    method: 'GET',
    url: '/api/mentorships/:id',
    request: { url: '/api/mentorships/{space}' },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 403, admin: 200, otherStudent: 403 },
  },
  {
    method: 'POST',
    url: '/api/mentorships/:id/goals',
    request: { url: '/api/mentorships/{space}/goals', payload: { text: 'Mock interview' } },
    expected: { anonymous: 401, student: 201, alumni: 201, otherAlumni: 403, admin: 403, otherStudent: 403 },
  },
  {
    method: 'PATCH',
    url: '/api/mentorships/:id/goals/:goalId',
    request: { url: '/api/mentorships/{space}/goals/{spaceGoal}', payload: { done: true } },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 403, admin: 403, otherStudent: 403 },
  },
  {
    // The student removes the fixture's goal; for the alumni, next, it is gone.
    method: 'DELETE',
    url: '/api/mentorships/:id/goals/:goalId',
    request: { url: '/api/mentorships/{space}/goals/{spaceGoal}' },
    expected: { anonymous: 401, student: 200, alumni: 404, otherAlumni: 403, admin: 403, otherStudent: 403 },
  },
  {
    method: 'PUT',
    url: '/api/mentor-sessions/:id/notes',
    request: { url: '/api/mentor-sessions/{spaceSession}/notes', payload: { sharedNote: 'Matrix note' } },
    expected: { anonymous: 401, student: 200, alumni: 200, otherAlumni: 403, admin: 403, otherStudent: 403 },
  },
  {
    // Last of the space's rows: the student ends it; for the alumni, next, it has ended.
    method: 'POST',
    url: '/api/mentorships/:id/end',
    request: { url: '/api/mentorships/{space}/end', payload: { closingNote: 'Thank you' } },
    expected: { anonymous: 401, student: 200, alumni: 422, otherAlumni: 403, admin: 403, otherStudent: 403 },
  },
];
