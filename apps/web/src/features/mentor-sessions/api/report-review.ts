import type { ReportInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function reportReview({ id, body }: { id: string; body: ReportInput }) {
  return apiFetch<SuccessResponse>(`/api/mentor-reviews/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    body,
  });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
