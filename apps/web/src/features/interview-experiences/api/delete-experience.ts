import type { SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { ownExperiencePath } from './experience-paths';

export function deleteExperience(id: string) {
  return apiFetch<SuccessResponse>(ownExperiencePath(id), { method: 'DELETE' });
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExperience,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: experienceKeys.all }),
  });
}
