import type { ReportInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { resourcePath } from './resources-api';

export function reportResource({ id, input }: { id: string; input: ReportInput }) {
  return apiFetch<SuccessResponse>(resourcePath(id, '/report'), { method: 'POST', body: input });
}

export function useReportResource() {
  return useMutation({ mutationFn: reportResource });
}
