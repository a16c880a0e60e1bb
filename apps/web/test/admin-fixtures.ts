import type {
  AdminRequest,
  AdminUser,
  Analytics,
  AuditEntryView,
  PlacementResourcesResponse,
  ReportedItem,
  SessionAnalytics,
  UserStats,
} from '@mentorbridge/shared';
import { createInterviewExperience } from './experience-fixtures';
import { createLeaderboardEntry } from './leaderboard-fixtures';
import { type Handler, jsonResponse, mockApi } from './mock-api';
import { createResource, createResourceStats } from './resource-fixtures';

/** Never imported by app code. */

export const USERS = 'GET /api/users';
export const USER_STATS = 'GET /api/users/stats';
export const LEADERBOARD = 'GET /api/leaderboard';
export const REQUESTS = 'GET /api/mentorship-requests';
export const INTERVIEW_LIST = 'GET /api/interviews';
export const PLACEMENT_RESOURCES = 'GET /api/placement-resources';
export const RESOURCE_COUNTS = 'GET /api/resources/stats';
export const AUDIT_LOG = 'GET /api/admin/audit-log';
export const REPORTS = 'GET /api/admin/reports';
export const ANALYTICS = 'GET /api/admin/analytics';
export const SESSION_ANALYTICS = 'GET /api/admin/analytics/sessions';
export const RECOMMENDATION_ANALYTICS = 'GET /api/admin/analytics/recommendations';
export const BULK_DELETE = 'POST /api/users/bulk-delete';
export const statusPath = (id: string) => `PUT /api/users/${id}/status`;
export const deletePath = (id: string) => `DELETE /api/users/${id}`;
export const decidePath = (id: string) => `PUT /api/admin/reports/${id}`;

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const n = next();
  return {
    _id: `user-${n}`,
    name: `Member ${n}`,
    email: `member${n}@example.edu`,
    role: 'student',
    isActive: true,
    isVerified: true,
    avatar: null,
    contributions: 3,
    points: 40,
    createdAt: '2026-02-02T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    lastActive: null,
    ...overrides,
  };
}

export function createUserStats(overrides: Partial<UserStats> = {}): UserStats {
  return {
    totalUsers: 42,
    totalStudents: 30,
    totalAlumni: 10,
    students: 30,
    alumni: 10,
    admins: 2,
    activeUsers: 40,
    inactiveUsers: 2,
    activeToday: 7,
    newThisWeek: 5,
    engagement: 63,
    serverUptime: 99.9,
    ...overrides,
  };
}

export function createAuditEntry(overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  const n = next();
  return {
    _id: `audit-${n}`,
    actor: { _id: 'admin-1', name: 'Platform Admin' },
    action: 'user.deactivate',
    targetType: 'user',
    targetId: `user-${n}`,
    targetLabel: `Member ${n}`,
    reason: null,
    before: { isActive: true },
    after: { isActive: false },
    createdAt: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}

export function createReportedItem(overrides: Partial<ReportedItem> = {}): ReportedItem {
  const n = next();
  return {
    _id: `report-${n}`,
    kind: 'experience',
    targetId: `experience-${n}`,
    targetLabel: `Acme Corp interview ${n}`,
    targetPath: `/interviews?q=acme`,
    author: { _id: 'alumni-9', name: 'Ananya Iyer' },
    status: 'open',
    reportCount: 2,
    reasons: [
      { reason: 'Spam or advertising', count: 1 },
      { reason: 'Inaccurate or misleading', count: 1 },
    ],
    reports: [
      {
        _id: `r-${n}-1`,
        reason: 'Spam or advertising',
        details: 'Links to a paid course.',
        reporter: { _id: 'student-3', name: 'Rahul Nair' },
        createdAt: '2026-03-04T08:00:00.000Z',
      },
    ],
    firstReportedAt: '2026-03-03T08:00:00.000Z',
    lastReportedAt: '2026-03-04T08:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

export function createAdminRequest(overrides: Partial<AdminRequest> = {}): AdminRequest {
  const n = next();
  return {
    _id: `request-${n}`,
    requestType: 'Career Guidance',
    message: 'Could you review my resume?',
    status: 'pending',
    responseMessage: null,
    rejectionReason: null,
    meetingLink: null,
    meetingDate: null,
    meetingTime: null,
    meetingTimeZone: null,
    autoArchived: false,
    hasSpace: overrides.status === 'accepted' || overrides.status === 'ended',
    createdAt: '2026-03-01T10:00:00.000Z',
    respondedAt: null,
    student: { _id: 'student-1', name: 'Rahul Nair' },
    alumni: { _id: 'alumni-1', name: 'Ananya Iyer' },
    ...overrides,
  };
}

export function createAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    from: '2026-01-05',
    to: '2026-03-29',
    signupsByWeek: [
      {
        week: '2026-03-16',
        signups: { student: 4, alumni: 1, admin: 0 },
        completedProfiles: { student: 3, alumni: 1, admin: 0 },
      },
      {
        week: '2026-03-23',
        signups: { student: 2, alumni: 2, admin: 0 },
        completedProfiles: { student: 1, alumni: 2, admin: 0 },
      },
    ],
    mentorship: { byStatus: { pending: 3, accepted: 5 }, medianHoursToAnswer: 5.5, responseRate: 62.5 },
    workshops: {
      held: 4,
      confirmedSeats: 30,
      attendanceRate: 75,
      topCategories: [{ category: 'Mock Interview', bookings: 12 }],
    },
    topCompanies: [{ company: 'Google', experiences: 3, reads: 40 }],
    topContributors: [{ _id: 'alumni-1', name: 'Ananya Iyer', role: 'alumni', points: 120 }],
    ...overrides,
  };
}

export function createSessionAnalytics(overrides: Partial<SessionAnalytics> = {}): SessionAnalytics {
  return {
    from: '2026-03-16',
    to: '2026-03-29',
    byWeek: [
      { week: '2026-03-16', booked: 5, completed: 3 },
      { week: '2026-03-23', booked: 2, completed: 4 },
    ],
    booked: 7,
    cancelled: 2,
    completed: 7,
    noShows: 1,
    noShowRate: 12.5,
    medianHoursToFirstSession: 84,
    firstSessions: 4,
    ...overrides,
  };
}

/** `GET /api/users`: the page's users as an array, the count of every match in `X-Total-Count`. */
export function userListResponse(users: AdminUser[], { total = users.length } = {}) {
  return jsonResponse(200, users, { 'X-Total-Count': String(total) });
}

export function reportsResponse(items: ReportedItem[], openCounts: Partial<Record<string, number>> = {}) {
  return jsonResponse(
    200,
    { success: true, data: items, total: items.length, openCounts },
    { 'X-Total-Count': String(items.length) },
  );
}

export const auditResponse = (entries: AuditEntryView[], total = entries.length) =>
  jsonResponse(200, { success: true, data: entries, total }, { 'X-Total-Count': String(total) });

const placementResources = (): PlacementResourcesResponse => [
  createResource({ title: 'DSA Notes', status: 'pending', isVerified: false }),
];

/** Every dashboard load answering well; `overrides` replaces any of them. */
export function mockAdminApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    [USERS]: () => userListResponse([createAdminUser({ name: 'Asha Verma', email: 'asha@example.edu' })]),
    [USER_STATS]: () => jsonResponse(200, { success: true, data: createUserStats() }),
    [LEADERBOARD]: () =>
      jsonResponse(200, [createLeaderboardEntry({ name: 'Ananya Iyer', rank: 1, points: 320 })]),
    [REQUESTS]: () => jsonResponse(200, [createAdminRequest()], { 'X-Total-Count': '17' }),
    [INTERVIEW_LIST]: () =>
      jsonResponse(200, [createInterviewExperience({ company: 'Google' })], { 'X-Total-Count': '9' }),
    [PLACEMENT_RESOURCES]: () => jsonResponse(200, placementResources(), { 'X-Total-Count': '12' }),
    [RESOURCE_COUNTS]: () =>
      jsonResponse(200, {
        success: true,
        data: createResourceStats({ pending: 3, published: 9, totalUploads: 12 }),
      }),
    [REPORTS]: () => reportsResponse([createReportedItem()], { experience: 1, profile: 1 }),
    [AUDIT_LOG]: () => auditResponse([createAuditEntry({ targetLabel: 'Rahul Nair' })]),
    [ANALYTICS]: () => jsonResponse(200, { success: true, data: createAnalytics() }),
    [SESSION_ANALYTICS]: () => jsonResponse(200, { success: true, data: createSessionAnalytics() }),
    [RECOMMENDATION_ANALYTICS]: () =>
      jsonResponse(200, { success: true, data: { mentors: 40, answered: 25, answeredShare: 62.5 } }),
    ...overrides,
  });
}
