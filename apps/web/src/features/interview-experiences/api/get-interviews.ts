import { EXPERIENCE_LIMITS, type InterviewExperience } from '@mentorbridge/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { type InterviewListParams, toApiQuery } from '../interview-list-params';
import { INTERVIEWS_API } from './experience-paths';

export const INTERVIEWS_PAGE_SIZE = EXPERIENCE_LIMITS.defaultPageSize;

export interface InterviewPage {
  experiences: InterviewExperience[];
  total: number;
}

export async function getInterviews(
  params: InterviewListParams,
  signal?: AbortSignal,
): Promise<InterviewPage> {
  const { data, headers } = await apiRequest<InterviewExperience[]>(
    `${INTERVIEWS_API}?${toApiQuery(params, INTERVIEWS_PAGE_SIZE)}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count'));
  return { experiences: data, total: Number.isFinite(total) ? total : data.length };
}

/** The previous page stays on screen while the next loads. */
export function useInterviews(params: InterviewListParams) {
  return useQuery({
    queryKey: experienceKeys.list(params),
    queryFn: ({ signal }) => getInterviews(params, signal),
    placeholderData: keepPreviousData,
  });
}
