import type { InterviewExperience, interviewListResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../admin-query-keys';
import { totalOf } from './admin-api';
import { OVERVIEW_LATEST } from './get-mentorship-requests';

export interface LatestExperiences {
  experiences: InterviewExperience[];
  total: number;
}

export async function getInterviews(signal?: AbortSignal): Promise<LatestExperiences> {
  const result = await apiRequest<z.infer<typeof interviewListResponseSchema>>(
    `/api/interviews?page=1&limit=${OVERVIEW_LATEST}`,
    { signal },
  );
  const experiences = Array.isArray(result.data) ? result.data : [];
  return { experiences, total: totalOf(result, experiences.length) };
}

export function useInterviews() {
  return useQuery({
    queryKey: adminKeys.overview('interviews'),
    queryFn: ({ signal }) => getInterviews(signal),
  });
}
