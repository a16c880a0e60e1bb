import type { ReportInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/users/{id}/report {reason, details}: any signed-in user reports someone else's profile; one
 * open report per user and profile (409), never one's own (403).
 */
export function reportProfile({ id, body }: { id: string; body: ReportInput }) {
  return apiFetch<SuccessResponse>(`/api/users/${encodeURIComponent(id)}/report`, { method: 'POST', body });
}

export function useReportProfile() {
  return useMutation({ mutationFn: reportProfile });
}
