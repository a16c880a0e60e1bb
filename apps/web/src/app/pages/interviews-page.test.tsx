import { EXPERIENCE_MESSAGES } from '@mentorbridge/shared';
import { createInterviewExperience, INTERVIEWS } from '@test/experience-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import InterviewsPage from './interviews-page';

afterEach(() => vi.unstubAllGlobals());

describe('InterviewsPage', () => {
  it("shows 'Login Required' with a link to /login and loads nothing without a session", () => {
    const api = mockApi();
    renderPage(<InterviewsPage />, '/interviews');
    expect(screen.getByRole('heading', { level: 1, name: 'Interview Experiences' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: EXPERIENCE_MESSAGES.loginRequired })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('lists the experiences for a signed-in student', async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({
      [`GET ${INTERVIEWS}`]: () =>
        jsonResponse(200, [createInterviewExperience({ company: 'Google' })], { 'X-Total-Count': '1' }),
    });
    renderPage(<InterviewsPage />, '/interviews');
    expect(await screen.findByRole('article', { name: 'Google' })).toBeInTheDocument();
    expect(screen.queryByText(EXPERIENCE_MESSAGES.loginRequired)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
