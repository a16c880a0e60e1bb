import type { ContactRequest, ContactResponse } from '@mentorbridge/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact/send', { method: 'POST', body, isPublic: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
