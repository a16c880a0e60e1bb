import { EXPERIENCE_LIMITS, type HelpfulResponse, type InterviewExperience } from '@mentorbridge/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api-client';
import { experienceKeys } from '../interview-experiences-query-keys';
import { interviewPath } from './experience-paths';
import type { InterviewPage } from './get-interviews';

export interface HelpfulVote {
  id: string;
  isHelpful: boolean;
}

export function setHelpful({ id, isHelpful }: HelpfulVote) {
  return apiFetch<HelpfulResponse>(`${interviewPath(id)}/helpful`, { method: isHelpful ? 'PUT' : 'DELETE' });
}

type Patch = Pick<InterviewExperience, 'helpfulCount' | 'isHelpful'>;

function patchCaches(queryClient: QueryClient, id: string, patch: (item: InterviewExperience) => Patch) {
  queryClient.setQueriesData<InterviewPage>({ queryKey: experienceKeys.lists }, (page) =>
    page
      ? {
          ...page,
          experiences: page.experiences.map((item) => (item._id === id ? { ...item, ...patch(item) } : item)),
        }
      : page,
  );
  queryClient.setQueryData<InterviewExperience>(experienceKeys.detail(id), (item) =>
    item ? { ...item, ...patch(item) } : item,
  );
}

/** Optimistic: the count moves at once, the list reloads 500 ms after the answer; a failure reverts. */
export function useSetHelpful() {
  const queryClient = useQueryClient();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  return useMutation({
    mutationFn: setHelpful,
    onMutate: async ({ id, isHelpful }) => {
      // A list answer already on its way would overwrite the optimistic count with the old one.
      await queryClient.cancelQueries({ queryKey: experienceKeys.lists });
      await queryClient.cancelQueries({ queryKey: experienceKeys.detail(id) });
      patchCaches(queryClient, id, (item) => ({
        isHelpful,
        helpfulCount: Math.max(0, item.helpfulCount + (isHelpful ? 1 : -1)),
      }));
    },
    onSuccess: (answer, { id }) => {
      patchCaches(queryClient, id, () => ({
        helpfulCount: answer.helpfulCount,
        isHelpful: answer.isHelpful,
      }));
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: experienceKeys.lists });
      }, EXPERIENCE_LIMITS.helpfulReloadMs);
    },
    onError: (_error, { id, isHelpful }) => {
      patchCaches(queryClient, id, (item) => ({
        isHelpful: !isHelpful,
        helpfulCount: Math.max(0, item.helpfulCount + (isHelpful ? -1 : 1)),
      }));
    },
  });
}
