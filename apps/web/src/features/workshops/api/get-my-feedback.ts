import type { FeedbackItem } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export interface MyFeedback {
  success: boolean;
  feedback: FeedbackItem[];
  averageRating: number;
  totalRatings: number;
  /** Ratings per star, keys '1' to '5' (by floor, part 2 section 9). */
  distribution: Record<string, number>;
}

/** GET /api/alumni-features/my-feedback: feedback on the alumni's workshops with the summary. */
export function getMyFeedback(signal?: AbortSignal): Promise<MyFeedback> {
  return apiFetch<MyFeedback>(`${WORKSHOPS_API}/my-feedback`, { signal });
}

export function useMyFeedback() {
  return useQuery({ queryKey: workshopKeys.myFeedback, queryFn: ({ signal }) => getMyFeedback(signal) });
}
