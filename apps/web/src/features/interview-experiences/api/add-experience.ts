import type { AddExperienceForm, MyExperience, SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { ALUMNI_FEATURES_API } from './experience-paths';

export function addExperience({
  body,
  idempotencyKey,
}: {
  body: AddExperienceForm;
  idempotencyKey?: string;
}) {
  return apiFetch<SuccessResponse & { data: MyExperience }>(`${ALUMNI_FEATURES_API}/interview-experience`, {
    method: 'POST',
    body,
    idempotencyKey,
  });
}

export function useAddExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExperience,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
