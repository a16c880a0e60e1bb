import type { InterviewExperience } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { interviewPath } from './experience-paths';

/** GET /api/interviews/{id}: one experience in the public shape. */
export async function getInterview(id: string, signal?: AbortSignal): Promise<InterviewExperience> {
  return (await apiFetch<{ success: true; data: InterviewExperience }>(interviewPath(id), { signal })).data;
}

/**
 * The experience a details modal shows: the card's copy at once (`placeholder`), refreshed from the server
 * so the modal shows the latest answers and count.
 */
export function useInterview(id: string | null, placeholder?: InterviewExperience) {
  return useQuery({
    queryKey: experienceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getInterview(id ?? '', signal),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
