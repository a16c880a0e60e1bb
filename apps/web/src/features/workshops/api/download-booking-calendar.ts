import { MESSAGES } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { WORKSHOPS_API } from './workshop-response';

export const CALENDAR_FAILED = 'Failed to download the calendar file. Please try again.';

/** A plain link cannot send the bearer token, so the file is fetched and saved through a Blob URL. */
export async function downloadBookingCalendar({ id, fileName }: { id: string; fileName: string }) {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${WORKSHOPS_API}/my-bookings/${encodeURIComponent(id)}/calendar.ics`, {
      headers: { Accept: 'text/calendar', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : CALENDAR_FAILED;
    throw new ApiError(message, response.status, 'HTTP_ERROR', undefined, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadBookingCalendar() {
  return useMutation({ mutationFn: downloadBookingCalendar });
}

export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'workshop'}.ics`;
}
