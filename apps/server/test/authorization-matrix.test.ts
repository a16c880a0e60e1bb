import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules';
import { publishedResource, uploadResource } from '../src/modules/resources/resources.test-helpers';
import { bearer, createUser, signIn } from './factories';
import { createTestApp } from './test-app';

type Caller = 'anonymous' | 'student' | 'alumni' | 'otherAlumni' | 'admin';
type Expected = Record<Caller, number>;

const all = (status: number): Expected => ({
  anonymous: status,
  student: status,
  alumni: status,
  otherAlumni: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
/** Only `role` gets `status`; other signed-in callers 403. */
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

/** A company insight form that passes the edit rules. */
const INSIGHT_FORM = {
  company: 'Matrix Co',
  industry: 'Technology',
  recruitmentPattern: 'Campus',
  rolesOffered: ['Engineer'],
  salaryRange: { min: 1, max: 2, currency: 'INR' },
  workCulture: 'Calm',
  hiringProcess: { rounds: 2, duration: '1 week', description: 'Two rounds' },
  expectations: { technical: ['DSA'], behavioral: ['Team work'], educational: 'B.Tech' },
};

interface Entry {
  method: string;
  url: string;
  /** The request sent, when it differs from the bare method and URL. */
  request?: { url?: string; payload?: unknown };
  expected: Expected;
}

/**
 * Every API route with the status each kind of caller gets. Public write routes are sent an empty body, so
 * 400 shows they are reachable without a session. A route missing from this table fails the test.
 */
const MATRIX: Entry[] = [
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
    url: '/api/alumni-features/feedback',
    request: { payload: { workshopId: '{workshop}', rating: 5 } },
    expected: only('student', 422),
  },
  { method: 'GET', url: '/api/alumni-features/my-feedback', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/alumni-features/my-achievements', expected: alumniOnly(200) },
  { method: 'GET', url: '/api/leaderboard', expected: signedIn(200) },
  { method: 'GET', url: '/api/leaderboard/top-contributors', expected: signedIn(200) },
  { method: 'GET', url: '/api/leaderboard/me', expected: alumniOnly(200) },
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
  // The admin console (modules/admin-console).
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
  {
    method: 'GET',
    url: '/api/admin/export/:kind.csv',
    request: { url: '/api/admin/export/users.csv' },
    expected: only('admin', 200),
  },
];

describe('authorization matrix', async () => {
  const { app } = await createTestApp();
  const tokens: Partial<Record<Caller, string>> = {};
  const ids: Partial<Record<Caller, string>> = {};
  for (const [caller, role] of [
    ['student', 'student'],
    ['alumni', 'alumni'],
    ['otherAlumni', 'alumni'],
    ['admin', 'admin'],
  ] as const) {
    const user = await createUser(app, { role });
    ids[caller] = user.id;
    tokens[caller] = (await signIn(app, user.email)).token;
  }

  // A request from the student to "alumni", already accepted, so each caller's answer is deterministic: its
  // student cannot withdraw it any more (409), its alumni can archive it (200), another alumni cannot see it (404).
  const sent = await app.inject({
    method: 'POST',
    url: '/api/mentorship-requests',
    headers: bearer(tokens.student!),
    payload: { alumniId: ids.alumni, message: 'Matrix' },
  });
  const requestId = sent.json().data._id as string;
  await app.inject({
    method: 'PUT',
    url: `/api/mentorship-requests/${requestId}/accept`,
    headers: bearer(tokens.alumni!),
    payload: { responseMessage: 'Yes' },
  });

  // A workshop of "alumni" with one pending booking by the student, who has also booked it already
  // (so booking again is a conflict); a second workshop of "otherAlumni" that only its owner may delete.
  const workshopForm = {
    title: 'Matrix',
    description: 'Matrix workshop',
    category: 'Other',
    scheduledDate: new Date(app.ctx.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/workshop',
    headers: bearer(tokens.alumni!),
    payload: workshopForm,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const workshopId = created.json().data._id as string;
  const otherCreated = await app.inject({
    method: 'POST',
    url: '/api/alumni-features/workshop',
    headers: bearer(tokens.otherAlumni!),
    payload: workshopForm,
  });
  const otherWorkshopId = otherCreated.json().data._id as string;
  const booked = await app.inject({
    method: 'POST',
    url: `/api/alumni-features/workshop/${workshopId}/book`,
    headers: bearer(tokens.student!),
    payload: {},
  });
  const bookingId = booked.json().data._id as string;
  // Cancelled by the alumni: deciding again is a conflict, and so are the student's cancel and calendar.
  await app.inject({
    method: 'PUT',
    url: `/api/alumni-features/workshop/${workshopId}/booking/${bookingId}`,
    headers: bearer(tokens.alumni!),
    payload: { status: 'Cancelled' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/alumni-features/workshop/${workshopId}/book`,
    headers: bearer(tokens.student!),
    payload: {},
  });
  // A company insight of "alumni" (others may rate and report it) and one of "otherAlumni" to delete.
  const insightOf = async (caller: Caller) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/company-insights',
      headers: bearer(tokens[caller]!),
      payload: INSIGHT_FORM,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data._id as string;
  };
  const insightId = await insightOf('alumni');
  const otherInsightId = await insightOf('otherAlumni');
  // An interview experience of "alumni" (others may vote on and report it) and one of "otherAlumni" to delete.
  const experienceOf = async (caller: Caller) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/alumni-features/interview-experience',
      headers: bearer(tokens[caller]!),
      payload: { companyName: 'Matrix Co', questions: [{ questionText: 'Why us?' }] },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data._id as string;
  };
  const experienceId = await experienceOf('alumni');
  const otherExperienceId = await experienceOf('otherAlumni');
  // A published and a pending resource of "alumni", and a pending one of "otherAlumni" to delete.
  const resourceId = (await publishedResource(app, bearer(tokens.alumni!), bearer(tokens.admin!)))._id;
  const pendingResourceId = (await uploadResource(app, bearer(tokens.alumni!)))._id;
  const otherResourceId = (await uploadResource(app, bearer(tokens.otherAlumni!)))._id;
  const fill = (text: string) =>
    text
      .replace('{alumni}', ids.alumni!)
      .replace('{experience}', experienceId)
      .replace('{otherExperience}', otherExperienceId)
      .replace('{request}', requestId)
      .replace('{workshop}', workshopId)
      .replace('{otherWorkshop}', otherWorkshopId)
      .replace('{booking}', bookingId)
      .replace('{insight}', insightId)
      .replace('{otherInsight}', otherInsightId)
      .replace('{resource}', resourceId)
      .replace('{pendingResource}', pendingResourceId)
      .replace('{otherResource}', otherResourceId);

  it('never answers with a password hash, a code, a token version or the signing secret', async () => {
    const bodies: string[] = [];
    for (const entry of MATRIX.filter((item) => item.method === 'GET')) {
      for (const who of ['student', 'alumni', 'admin'] as const) {
        const response = await app.inject({
          method: 'GET',
          url: fill(entry.request?.url ?? entry.url),
          headers: bearer(tokens[who]!),
        });
        bodies.push(response.body);
      }
    }
    const all = bodies.join('\n');
    for (const secret of [
      '$argon2',
      'passwordHash',
      'password_hash',
      'codeHash',
      'tokenVersion',
      app.ctx.config.JWT_SECRET,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('lists every API route', () => {
    const listed = new Set(MATRIX.map((entry) => `${entry.method} ${entry.url}`));
    const missing = app.routeTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
    expect(app.routeTable).toHaveLength(MATRIX.length);
  });

  it.each(MODULES.filter((module) => module.routes).map((module) => [module.name] as const))(
    'lists every route of the %s module',
    (name) => {
      const listed = new Set(MATRIX.map((entry) => `${entry.method} ${entry.url}`));
      const own = app.routeTable.filter((route) => route.module === name);
      // A module in modules.ts that registered nothing here was switched off or lost its routes.
      expect(own.length).toBeGreaterThan(0);
      expect(
        own.map((route) => `${route.method} ${route.url}`).filter((route) => !listed.has(route)),
      ).toEqual([]);
    },
  );

  it.each(MATRIX.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      let caller = 0;
      for (const [who, status] of Object.entries(entry.expected) as Array<[Caller, number]>) {
        const token = tokens[who];
        const response = await app.inject({
          method: entry.method as 'GET',
          url: fill(entry.request?.url ?? entry.url),
          payload: entry.request?.payload
            ? JSON.parse(fill(JSON.stringify(entry.request.payload)))
            : undefined,
          headers: token ? bearer(token) : {},
          remoteAddress: `10.77.${MATRIX.indexOf(entry)}.${++caller}`,
        });
        expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
    },
  );
});
