import type { FeedbackInput, SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export function leaveFeedback(body: FeedbackInput) {
  return apiFetch<SuccessResponse>(`${WORKSHOPS_API}/feedback`, { method: 'POST', body });
}

export function useLeaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveFeedback,
    // The booking's hasFeedback flips, which hides 'Leave feedback' (also after a 409 duplicate).
    onSettled: () => queryClient.invalidateQueries({ queryKey: workshopKeys.myBookings }),
  });
}
