import type { MyWaitlistsResponse, WaitlistEntry } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export async function getMyWaitlists(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return (await apiFetch<MyWaitlistsResponse>(`${WORKSHOPS_API}/my-waitlists`, { signal })).data;
}

export function useMyWaitlists(enabled = true) {
  return useQuery({
    queryKey: workshopKeys.myWaitlists,
    queryFn: ({ signal }) => getMyWaitlists(signal),
    enabled,
  });
}
