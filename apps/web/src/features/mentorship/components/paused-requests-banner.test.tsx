import { type OwnResponsiveness, RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createTestQueryClient } from '@test/render';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { PausedRequestsBanner } from './paused-requests-banner';

const GET = 'GET /api/mentorship-requests/alumni/responsiveness';
const RESUME = 'POST /api/mentorship-requests/alumni/resume';

// The client sends no session-only call while signed out.
beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => vi.unstubAllGlobals());

function figures(patch: Partial<OwnResponsiveness> = {}): OwnResponsiveness {
  return {
    replyWithinDays: 2,
    lastActiveAt: '2026-11-20T10:00:00Z',
    isAcceptingRequests: true,
    answeredCount: 4,
    consecutiveExpiries: 0,
    pausedAt: null,
    pauseAfterExpiries: 3,
    ...patch,
  };
}
const paused = figures({
  pausedAt: '2026-11-21T10:00:00Z',
  consecutiveExpiries: 3,
  isAcceptingRequests: false,
});

function renderBanner() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PausedRequestsBanner />
    </QueryClientProvider>,
  );
}

describe('PausedRequestsBanner', () => {
  it('shows nothing while the alumni takes requests', async () => {
    const api = mockApi({ [GET]: () => jsonResponse(200, figures()) });
    renderBanner();
    await vi.waitFor(() => expect(api.calls(GET)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Resume requests' })).not.toBeInTheDocument();
  });

  it('explains the pause and resumes on click', async () => {
    const api = mockApi({
      [GET]: () => jsonResponse(200, paused),
      [RESUME]: () =>
        jsonResponse(200, { success: true, message: RESPONSIVENESS_MESSAGES.resumed, data: figures() }),
    });
    renderBanner();
    expect(await screen.findByRole('heading', { name: 'New mentorship requests are paused' })).toBeVisible();
    expect(screen.getByText(RESPONSIVENESS_MESSAGES.pausedBanner)).toBeInTheDocument();
    api.on(GET, () => jsonResponse(200, figures()));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume requests' }));
    expect(await screen.findByText(RESPONSIVENESS_MESSAGES.resumed)).toBeInTheDocument();
    expect(api.calls(RESUME)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Resume requests' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when resuming fails', async () => {
    mockApi({
      [GET]: () => jsonResponse(200, paused),
      [RESUME]: () => jsonResponse(409, { message: RESPONSIVENESS_MESSAGES.notPaused, code: 'CONFLICT' }),
    });
    renderBanner();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resume requests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESPONSIVENESS_MESSAGES.notPaused);
  });
});
