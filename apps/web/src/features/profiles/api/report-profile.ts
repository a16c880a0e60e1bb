import type { ReportInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function reportProfile({ id, body }: { id: string; body: ReportInput }) {
  return apiFetch<SuccessResponse>(`/api/users/${encodeURIComponent(id)}/report`, { method: 'POST', body });
}

export function useReportProfile() {
  return useMutation({ mutationFn: reportProfile });
}
