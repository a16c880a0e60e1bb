import { RECOMMENDATION_LIMITS, type RecommendedMentorsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { recommendationKeys } from '../recommendations-query-keys';

export function getRecommendedMentors(
  limit: number,
  signal?: AbortSignal,
): Promise<RecommendedMentorsResponse> {
  return apiFetch<RecommendedMentorsResponse>(`/api/mentors/recommended?limit=${limit}`, { signal });
}

/** Read afresh on every visit: a saved profile or a sent request changes who is suggested. */
export function useRecommendedMentors(limit: number = RECOMMENDATION_LIMITS.defaultLimit) {
  return useQuery({
    queryKey: recommendationKeys.forMe(limit),
    queryFn: ({ signal }) => getRecommendedMentors(limit, signal),
    staleTime: 0,
  });
}
