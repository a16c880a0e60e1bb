import type { StudentBooking, StudentBookingsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { workshopKeys } from '../workshops-query-keys';
import { WORKSHOPS_API } from './workshop-response';

export async function getMyBookings(signal?: AbortSignal): Promise<StudentBooking[]> {
  return (await apiFetch<StudentBookingsResponse>(`${WORKSHOPS_API}/my-bookings`, { signal })).data;
}

export function useMyBookings() {
  return useQuery({ queryKey: workshopKeys.myBookings, queryFn: ({ signal }) => getMyBookings(signal) });
}
