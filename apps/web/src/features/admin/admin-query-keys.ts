import type { AnalyticsRange, AuditListParams, ReportListParams, UserListParams } from './admin-params';

/** Every admin act invalidates `all`. */
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
  sessionAnalytics: (range: AnalyticsRange) => ['admin', 'analytics', 'sessions', range] as const,
  overview: (part: 'leaderboard' | 'mentorship' | 'interviews' | 'resources' | 'resourceCounts') =>
    ['admin', 'overview', part] as const,
};
