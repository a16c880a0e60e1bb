import type { ReportDecision } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { ADMIN_API, type AdminActResponse } from './admin-api';

export interface DecideReportInput {
  id: string;
  decision: ReportDecision;
  reason?: string;
}

export function decideReport({ id, decision, reason }: DecideReportInput) {
  return apiFetch<AdminActResponse>(`${ADMIN_API}/reports/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: reason ? { decision, reason } : { decision },
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
