import type { MyFeedbackResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export function getMyFeedback(signal?: AbortSignal): Promise<MyFeedbackResponse> {
  return apiFetch<MyFeedbackResponse>(`${WORKSHOPS_API}/my-feedback`, { signal });
}

export function useMyFeedback() {
  return useQuery({ queryKey: workshopKeys.myFeedback, queryFn: ({ signal }) => getMyFeedback(signal) });
}
