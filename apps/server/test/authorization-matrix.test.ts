import { describe, expect, it } from 'vitest';
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
    url: '/api/files/avatars/:name',
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

  it('lists every API route', () => {
    const listed = new Set(MATRIX.map((entry) => `${entry.method} ${entry.url}`));
    const missing = app.routeTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
    expect(app.routeTable).toHaveLength(MATRIX.length);
  });

  it.each(MATRIX.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      let caller = 0;
      for (const [who, status] of Object.entries(entry.expected) as Array<[Caller, number]>) {
        const token = tokens[who];
        const response = await app.inject({
          method: entry.method as 'GET',
          url: (entry.request?.url ?? entry.url)
            .replace('{alumni}', ids.alumni!)
            .replace('{request}', requestId),
          payload: entry.request?.payload as object | undefined,
          headers: token ? bearer(token) : {},
          remoteAddress: `10.77.${MATRIX.indexOf(entry)}.${++caller}`,
        });
        expect({ who, status: response.statusCode }).toEqual({ who, status });
      }
    },
  );
});
