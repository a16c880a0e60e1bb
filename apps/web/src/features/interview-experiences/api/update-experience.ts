import type { EditExperienceForm, MyExperience, SuccessResponse } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { ownExperiencePath } from './experience-paths';

export function updateExperience({ id, body }: { id: string; body: EditExperienceForm }) {
  return apiFetch<SuccessResponse & { experience: MyExperience }>(ownExperiencePath(id), {
    method: 'PUT',
    body,
  });
}

export function useUpdateExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExperience,
    onSuccess: (result) => {
      queryClient.setQueryData<MyExperience[]>(experienceKeys.mine, (list) =>
        list?.map((item) => (item._id === result.experience._id ? result.experience : item)),
      );
      return queryClient.invalidateQueries({ queryKey: experienceKeys.all });
    },
  });
}
