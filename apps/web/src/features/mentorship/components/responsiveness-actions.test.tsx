import { RESPONSIVENESS_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createAlumniRequest, createStudentRequest } from '@test/mentorship-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { formatDate } from '../format';
import { AlumniRequestCard } from './alumni-request-card';
import { ProfileRequestAction } from './profile-request-action';
import { StudentRequestCard } from './student-request-card';

afterEach(() => vi.unstubAllGlobals());

describe('mentor responsiveness on the student side', () => {
  it('shows when a pending request expires', () => {
    const request = createStudentRequest({ status: 'pending', expiresAt: '2026-03-09T10:00:00.000Z' });
    renderWithClient(<StudentRequestCard request={request} onWithdraw={() => {}} />);
    expect(screen.getByText(/Expires/)).toHaveTextContent(
      `Expires ${formatDate('2026-03-09T10:00:00.000Z')} if unanswered.`,
    );
  });

  it('shows the alumni when a pending request expires, and nothing once answered', () => {
    const actions = {
      onAccept: () => {},
      onReject: () => {},
      onViewProfile: () => {},
      onArchive: () => {},
      archivingId: null,
    };
    const pending = createAlumniRequest({ status: 'pending', expiresAt: '2026-03-09T10:00:00.000Z' });
    const { unmount } = renderWithClient(<AlumniRequestCard request={pending} {...actions} />);
    expect(screen.getByText(/Expires/)).toHaveTextContent(
      `Expires ${formatDate('2026-03-09T10:00:00.000Z')} if unanswered`,
    );
    unmount();
    const answered = createAlumniRequest({ status: 'rejected', expiresAt: null });
    renderWithClient(<AlumniRequestCard request={answered} {...actions} />);
    expect(screen.queryByText(/Expires/)).not.toBeInTheDocument();
  });

  it('disables Request Mentorship on the profile of a paused alumni', async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({ 'GET /api/mentorship-requests/student': () => jsonResponse(200, []) });
    renderWithClient(
      <ProfileRequestAction alumniId="a1" requestPath="/mentorship?mentor=a1" isAcceptingRequests={false} />,
    );
    const button = screen.getByRole('button', { name: /Request Mentorship/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(RESPONSIVENESS_MESSAGES.paused);
    expect(screen.queryByRole('link', { name: /Request Mentorship/ })).not.toBeInTheDocument();
  });
});
