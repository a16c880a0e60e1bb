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

/**
 * PUT /api/admin/reports/{id} {decision, reason?} (admin): Approve dismisses the item's open reports;
 * Remove deletes the content (a reported profile: the account is deactivated).
 */
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
    // The panel, its counts, the audit log and (a removed profile) the user table change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
