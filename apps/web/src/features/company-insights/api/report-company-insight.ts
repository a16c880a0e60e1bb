import type { ReportInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { insightPath } from './insights-api';

export function reportCompanyInsight({ id, input }: { id: string; input: ReportInput }) {
  return apiFetch<SuccessResponse>(insightPath(id, '/report'), { method: 'POST', body: input });
}

export function useReportCompanyInsight() {
  return useMutation({ mutationFn: reportCompanyInsight });
}
