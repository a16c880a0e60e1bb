import type { RequestStatus } from '@mentorbridge/shared';

export interface AdminRequestsParams {
  status?: RequestStatus;
  q?: string;
  page: number;
  limit: number;
}

/** The mentor's public profile is cached here under its own key, not the profiles one. */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  student: ['mentorship', 'student'] as const,
  alumni: ['mentorship', 'alumni'] as const,
  alumniList: (status: RequestStatus) => ['mentorship', 'alumni', 'list', status] as const,
  stats: ['mentorship', 'alumni', 'stats'] as const,
  responsiveness: ['mentorship', 'alumni', 'responsiveness'] as const,
  admin: ['mentorship', 'admin'] as const,
  adminList: (params: AdminRequestsParams) => ['mentorship', 'admin', params] as const,
  mentor: (id: string) => ['mentorship', 'mentor', id] as const,
};
