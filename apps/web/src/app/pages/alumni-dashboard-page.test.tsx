import { createMyExperience } from '@test/experience-fixtures';
import { createSession } from '@test/factories';
import { createAchievements } from '@test/leaderboard-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderRoutes } from '@test/render';
import { API, createFeedbackItem, createOwnerWorkshop } from '@test/workshop-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import AlumniDashboardPage from './alumni-dashboard-page';

const PROFILE = 'GET /api/profile/alumni';

beforeEach(() => setSession(createSession({ role: 'alumni', name: 'Ananya Iyer' })));
afterEach(() => vi.unstubAllGlobals());

function profile(firstName: string | null, avatar: string | null) {
  return () =>
    jsonResponse(200, {
      _id: 'a1',
      name: 'Ananya Iyer',
      email: 'ananya@example.com',
      role: 'alumni',
      isProfileComplete: true,
      completionPercentage: 100,
      profile: { firstName, avatar },
    });
}

function renderPage(entry = '/alumni-dashboard') {
  const user = userEvent.setup();
  const result = renderRoutes([{ path: '/alumni-dashboard', element: <AlumniDashboardPage /> }], entry);
  return { ...result, user };
}

describe('AlumniDashboardPage', () => {
  it('greets by the first name with the avatar and opens on My Workshops', async () => {
    mockApi({
      [PROFILE]: profile('Ananya', '/uploads/avatars/a1.webp'),
      [`GET ${API}/my-workshops`]: () =>
        jsonResponse(200, { success: true, data: [createOwnerWorkshop({ title: 'Resume Clinic' })] }),
    });
    const { container } = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/a1.webp'),
    );

    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Interview Experiences',
      'My Workshops',
      'Achievements',
      'Feedback',
    ]);
    expect(screen.getByRole('tab', { name: 'My Workshops' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Resume Clinic' })).toBeInTheDocument();
  });

  it('falls back to the initial without an avatar, and shows the other tabs', async () => {
    mockApi({
      [PROFILE]: profile(null, null),
      'GET /api/alumni-features/my-achievements': () =>
        jsonResponse(200, { success: true, data: createAchievements({ leaderboardPoints: 130 }) }),
      'GET /api/leaderboard/me/history': () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
      [`GET ${API}/my-workshops`]: () => jsonResponse(200, { success: true, data: [] }),
      [`GET ${API}/my-interview-experiences`]: () =>
        jsonResponse(200, { success: true, data: [createMyExperience({ company: 'Stripe' })] }),
      [`GET ${API}/my-feedback`]: () =>
        jsonResponse(200, {
          success: true,
          feedback: [createFeedbackItem({ rating: 5, comment: 'Gold' })],
          averageRating: 5,
          totalRatings: 1,
          distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
        }),
    });
    const { user, router, container } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ananya!' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Interview Experiences' }));
    expect(router.state.location.search).toBe('?tab=experiences');
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('article', { name: 'Stripe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Experience' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(router.state.location.search).toBe('?tab=achievements');
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Achievements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Silver');

    await user.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(router.state.location.search).toBe('?tab=feedback');
    expect(await screen.findByText('Gold')).toBeInTheDocument();
    expect(screen.getAllByText('5.0')).toHaveLength(2);
  });

  it('opens the tab named in the address', async () => {
    mockApi({
      [PROFILE]: profile('Ananya', null),
      [`GET ${API}/my-feedback`]: () =>
        jsonResponse(200, {
          success: true,
          feedback: [],
          averageRating: 0,
          totalRatings: 0,
          distribution: {},
        }),
    });
    renderPage('/alumni-dashboard?tab=feedback');
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeInTheDocument();
  });
});
