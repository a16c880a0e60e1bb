import type { SimilarMentorsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { recommendationKeys } from '../recommendations-query-keys';

export function getSimilarMentors(
  mentorId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SimilarMentorsResponse> {
  return apiFetch<SimilarMentorsResponse>(
    `/api/mentors/${encodeURIComponent(mentorId)}/similar?limit=${limit}`,
    { signal },
  );
}

export function useSimilarMentors(mentorId: string, limit: number) {
  return useQuery({
    queryKey: recommendationKeys.similar(mentorId, limit),
    queryFn: ({ signal }) => getSimilarMentors(mentorId, limit, signal),
  });
}
