import type { SaveSessionNotesBody, SessionNotesResult } from '@mentorbridge/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { mentorshipSpaceKeys, notesPath } from '../mentorship-space-query-keys';

export interface SaveNotesVariables {
  sessionId: string;
  /** Only the fields that changed: a field left out is kept as it is on the server. */
  body: SaveSessionNotesBody;
}

export function saveSessionNotes({ sessionId, body }: SaveNotesVariables) {
  return apiFetch<SessionNotesResult>(notesPath(sessionId), { method: 'PUT', body });
}

export function useSaveSessionNotes(mentorshipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionNotes,
    // Also after a failure (the mentorship ended meanwhile, say): the space shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipSpaceKeys.space(mentorshipId) }),
  });
}
