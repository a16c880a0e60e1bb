import type { SlotsResponse } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MENTOR_SESSIONS_API, mentorSessionKeys } from '../mentor-sessions-query-keys';

export type SlotList = SlotsResponse['data'];

export async function getSlots(
  alumniId: string,
  sessionId?: string,
  signal?: AbortSignal,
): Promise<SlotList> {
  const query = sessionId ? `?session=${encodeURIComponent(sessionId)}` : '';
  return (
    await apiFetch<SlotsResponse>(`${MENTOR_SESSIONS_API}/slots/${encodeURIComponent(alumniId)}${query}`, {
      signal,
    })
  ).data;
}

/** With `sessionId`, the slots a session of the viewer's may move to. */
export function useSlots(alumniId: string, sessionId?: string) {
  return useQuery({
    queryKey: mentorSessionKeys.slots(alumniId, sessionId),
    queryFn: ({ signal }) => getSlots(alumniId, sessionId, signal),
  });
}
