import { QueryClientProvider } from '@tanstack/react-query';
import { createSession } from '@test/factories';
import { createStudentRequest } from '@test/mentorship-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createTestQueryClient } from '@test/render';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { usePendingMentorIds } from './use-pending-mentor-ids';

const LIST = 'GET /api/mentorship-requests/student';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('usePendingMentorIds', () => {
  it('holds the ids of the alumni with a pending request from the student', async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          createStudentRequest({ status: 'pending', alumni: { _id: 'a1' } }),
          createStudentRequest({ status: 'accepted', alumni: { _id: 'a2' } }),
          createStudentRequest({ status: 'pending', alumni: { _id: 'a3' } }),
          createStudentRequest({ status: 'archived', alumni: { _id: 'a4' } }),
        ]),
    });
    const { result } = renderHook(() => usePendingMentorIds(), { wrapper });
    expect(result.current.size).toBe(0);
    await waitFor(() => expect([...result.current].sort()).toEqual(['a1', 'a3']));
    expect(result.current.has('a2')).toBe(false);
  });

  it.each(['alumni', 'admin'] as const)('does not ask the server for a %s', async (role) => {
    setSession(createSession({ role }));
    const api = mockApi();
    const { result } = renderHook(() => usePendingMentorIds(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.size).toBe(0);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('is empty when the list cannot be loaded', async () => {
    setSession(createSession({ role: 'student' }));
    const api = mockApi({ [LIST]: () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }) });
    const { result } = renderHook(() => usePendingMentorIds(), { wrapper });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(result.current.size).toBe(0);
  });
});
