import { MENTOR_SESSION_MESSAGES as M, MESSAGES } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { sessionPath } from '../mentor-sessions-query-keys';

/** A plain link cannot send the bearer token, so the file is fetched and saved through a Blob URL. */
export async function downloadSessionCalendar(id: string) {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(sessionPath(id, 'calendar.ics'), {
      headers: { Accept: 'text/calendar', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : M.calendarFailed;
    throw new ApiError(message, response.status, 'HTTP_ERROR', undefined, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mentor-session.ics';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadSessionCalendar() {
  return useMutation({ mutationFn: downloadSessionCalendar });
}
