import { type AuthProvidersResponse, authProvidersResponseSchema } from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return authProvidersResponseSchema.parse(
    await apiFetch<unknown>('/api/auth/providers', { signal, isPublic: true }),
  );
}

export function useAuthProviders() {
  // Configuration changes only with a server restart.
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
  });
}
