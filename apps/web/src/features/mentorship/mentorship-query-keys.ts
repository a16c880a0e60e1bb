import type { RequestStatus } from '@mentorbridge/shared';

/** Filters of the admin's list of all requests (`GET /api/mentorship-requests`). */
export interface AdminRequestsParams {
  status?: RequestStatus;
  q?: string;
  page: number;
  limit: number;
}

/**
 * Query keys of this feature, all under 'mentorship' so that they never clash with another feature's
 * cache entries (the mentor's public profile is cached here under its own key, not the profiles one).
 */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  student: ['mentorship', 'student'] as const,
  /** Every alumni-side entry: the lists by status and the stats. */
  alumni: ['mentorship', 'alumni'] as const,
  alumniList: (status: RequestStatus) => ['mentorship', 'alumni', 'list', status] as const,
  stats: ['mentorship', 'alumni', 'stats'] as const,
  /** The alumni's own reply time, expiry streak and pause (issue 17). */
  responsiveness: ['mentorship', 'alumni', 'responsiveness'] as const,
  admin: ['mentorship', 'admin'] as const,
  adminList: (params: AdminRequestsParams) => ['mentorship', 'admin', params] as const,
  mentor: (id: string) => ['mentorship', 'mentor', id] as const,
};
