import type { MyExperience } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { ALUMNI_FEATURES_API } from './experience-paths';

export async function getMyExperiences(signal?: AbortSignal): Promise<MyExperience[]> {
  return (
    await apiFetch<{ success: true; data: MyExperience[] }>(
      `${ALUMNI_FEATURES_API}/my-interview-experiences`,
      { signal },
    )
  ).data;
}

export function useMyExperiences() {
  return useQuery({ queryKey: experienceKeys.mine, queryFn: ({ signal }) => getMyExperiences(signal) });
}
