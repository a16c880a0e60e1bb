import type { OwnerWorkshop, OwnerWorkshopsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export async function getMyWorkshops(signal?: AbortSignal): Promise<OwnerWorkshop[]> {
  return (await apiFetch<OwnerWorkshopsResponse>(`${WORKSHOPS_API}/my-workshops`, { signal })).data;
}

export function useMyWorkshops() {
  return useQuery({ queryKey: workshopKeys.mine, queryFn: ({ signal }) => getMyWorkshops(signal) });
}
