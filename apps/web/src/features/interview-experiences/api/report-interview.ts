import type { ReportInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { interviewPath } from './experience-paths';

export function reportInterview({ id, body }: { id: string; body: ReportInput }) {
  return apiFetch<SuccessResponse>(`${interviewPath(id)}/report`, { method: 'POST', body });
}

export function useReportInterview() {
  return useMutation({ mutationFn: reportInterview });
}
