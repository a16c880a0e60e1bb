import type { ContactRequest, ContactResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/contact/send (part 1 section 7); answers with the reference number of the message. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact/send', { method: 'POST', body, isPublic: true });
}

export function useSendContactMessage() {
  // Nothing cached depends on a contact message, so there is nothing to invalidate.
  return useMutation({ mutationFn: sendContactMessage });
}
