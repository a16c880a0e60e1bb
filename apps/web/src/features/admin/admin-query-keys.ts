import type { AnalyticsRange, AuditListParams, ReportListParams, UserListParams } from './admin-params';

/** Query keys of the admin console, all under 'admin' (every admin act invalidates `all`). */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userList: (params: UserListParams) => ['admin', 'users', 'list', params] as const,
  userStats: ['admin', 'users', 'stats'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (params: AuditListParams, limit: number) => ['admin', 'audit', params, limit] as const,
  reports: ['admin', 'reports'] as const,
  reportList: (params: ReportListParams) => ['admin', 'reports', params] as const,
  analytics: (range: AnalyticsRange) => ['admin', 'analytics', range] as const,
  /** The dashboard's other loads (part 2 section 7): leaderboard, requests, experiences, resources. */
  overview: (part: 'leaderboard' | 'mentorship' | 'interviews' | 'resources') =>
    ['admin', 'overview', part] as const,
};
