import type { InterviewExperience } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { interviewPath } from './experience-paths';

export async function getInterview(id: string, signal?: AbortSignal): Promise<InterviewExperience> {
  return (await apiFetch<{ success: true; data: InterviewExperience }>(interviewPath(id), { signal })).data;
}

/** The card's copy at once, refreshed so the modal shows the latest answers and count. */
export function useInterview(id: string | null, placeholder?: InterviewExperience) {
  return useQuery({
    queryKey: experienceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getInterview(id ?? '', signal),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
