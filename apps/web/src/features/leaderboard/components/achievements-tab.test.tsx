import { LEADERBOARD_MESSAGES, POINT_REASONS } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createAchievements, createHistoryItem } from '@test/leaderboard-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AchievementsTab } from './achievements-tab';

const ACHIEVEMENTS = 'GET /api/alumni-features/my-achievements';
const HISTORY = 'GET /api/leaderboard/me/history';

// The client sends no session-only call while signed out.
beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => vi.unstubAllGlobals());

function statValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt, dt *' }).closest('dt')!;
  return term.nextElementSibling!.textContent ?? '';
}

describe('AchievementsTab', () => {
  it('shows the stat cards, badges, progress to the rest and the last feedback', async () => {
    mockApi({
      [ACHIEVEMENTS]: () =>
        jsonResponse(200, {
          success: true,
          data: createAchievements({
            leaderboardPoints: 520,
            level: 'Diamond',
            rank: 3,
            averageRating: 4.25,
            totalRatings: 6,
            totalSessionsConducted: 12,
            totalHelpfulVotes: 3,
            streak: { current: 15, longest: 20 },
            recentFeedback: [
              {
                _id: 'f1',
                rating: 5,
                comment: 'Sharp and kind.',
                workshopTitle: 'System Design Drill',
                studentName: 'Arjun Mehta',
                createdAt: '2026-03-01T10:00:00.000Z',
              },
              {
                _id: 'f2',
                rating: 3,
                comment: null,
                workshopTitle: 'Resume Clinic',
                studentName: 'Sneha Patel',
                createdAt: '2026-02-01T10:00:00.000Z',
              },
            ],
          }),
        }),
      [HISTORY]: () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    });
    renderWithClient(<AchievementsTab />);

    expect(await screen.findByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
    expect(statValue('Points')).toBe('520');
    expect(statValue('Level')).toBe('DiamondELITE');
    expect(statValue('Rank')).toBe('#3');
    expect(statValue('Average rating')).toBe('4.3');
    expect(statValue('Sessions')).toBe('12');
    expect(statValue('Helpful votes')).toBe('3');
    expect(statValue('Streak')).toBe('2 weeks');

    const earned = screen.getByRole('region', { name: /Badges earned/ });
    expect(within(earned).getByText('Star Mentor')).toBeInTheDocument();
    expect(within(earned).getByText('Average rating of at least 4.0')).toBeInTheDocument();

    const progress = screen.getByRole('region', { name: 'Badge progress' });
    const bars = within(progress).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Progress to Top Rated',
      'Progress to 50 Sessions',
      'Progress to 100 Sessions',
      'Progress to Community Hero',
    ]);
    expect(bars[0]).toHaveAttribute('aria-valuetext', '4.3 of 4.5');
    expect(bars[1]).toHaveAttribute('aria-valuenow', '24');
    expect(within(progress).getByText('12 / 50')).toBeInTheDocument();
    expect(within(progress).queryByText('Star Mentor')).not.toBeInTheDocument();

    const feedback = screen.getByRole('region', { name: 'Recent feedback' });
    expect(within(feedback).getAllByRole('listitem')).toHaveLength(2);
    expect(feedback).toHaveTextContent('Sharp and kind.');
    expect(feedback).toHaveTextContent('Arjun Mehta · System Design Drill');
    expect(feedback).toHaveTextContent('No comment left.');

    expect(await screen.findByText(/No points yet/)).toBeInTheDocument();
  });

  it('shows the points history with what the cap held back, reversals, and pages', async () => {
    const api = mockApi({
      [ACHIEVEMENTS]: () => jsonResponse(200, { success: true, data: createAchievements() }),
      [HISTORY]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? jsonResponse(200, [createHistoryItem({ kind: 'helpful_vote', nominalPoints: 2, points: 2 })], {
              'X-Total-Count': '21',
            })
          : jsonResponse(
              200,
              [
                createHistoryItem({
                  kind: 'workshop_attendee',
                  nominalPoints: 20,
                  points: 11,
                  reason: POINT_REASONS.dailyCap,
                }),
                createHistoryItem({
                  kind: 'experience_posted',
                  isReversal: true,
                  nominalPoints: -15,
                  points: -15,
                }),
                createHistoryItem({
                  kind: 'request_missed',
                  nominalPoints: -5,
                  points: 0,
                  reason: POINT_REASONS.floor,
                }),
                createHistoryItem({ kind: 'mentorship_accepted' }),
              ],
              { 'X-Total-Count': '21' },
            ),
    });
    const { user } = renderWithClient(<AchievementsTab />);

    const history = await screen.findByRole('region', { name: 'Points history' });
    const rows = await within(history).findAllByRole('listitem');
    expect(api.calls(HISTORY)[0]!.url).toBe('/api/leaderboard/me/history?page=1&limit=20');
    expect(history).toHaveTextContent('21 events');
    expect(rows[0]).toHaveTextContent('Student attended your workshop');
    expect(rows[0]).toHaveTextContent(`Worth +20, paid +11: ${POINT_REASONS.dailyCap}`);
    expect(rows[0]).toHaveTextContent('+11 points');
    expect(rows[1]).toHaveTextContent('Reversed: Interview experience shared');
    expect(rows[1]).toHaveTextContent('−15 points');
    expect(rows[2]).toHaveTextContent(`Worth −5, paid 0: ${POINT_REASONS.floor}`);
    expect(rows[3]).toHaveTextContent('Mentorship request accepted');
    expect(rows[3]).not.toHaveTextContent('Worth');

    expect(within(history).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(history).getByRole('button', { name: 'Next' }));
    expect(await within(history).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await within(history).findByText('Helpful vote received')).toBeInTheDocument();
    expect(api.calls(HISTORY).at(-1)!.url).toBe('/api/leaderboard/me/history?page=2&limit=20');
    expect(within(history).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows 'Failed to fetch achievements' when they cannot load", async () => {
    mockApi({
      [ACHIEVEMENTS]: () => jsonResponse(500, {}),
      [HISTORY]: () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    });
    renderWithClient(<AchievementsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LEADERBOARD_MESSAGES.achievementsFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a dash for the rank and the rating before any, and no badges yet', async () => {
    mockApi({
      [ACHIEVEMENTS]: () =>
        jsonResponse(200, {
          success: true,
          data: createAchievements({
            rank: null,
            averageRating: 0,
            totalRatings: 0,
            badges: [],
            leaderboardPoints: 0,
            level: 'Bronze',
            streak: { current: 0, longest: 0 },
          }),
        }),
      [HISTORY]: () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    });
    renderWithClient(<AchievementsTab />);
    expect(await screen.findByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
    expect(statValue('Rank')).toBe('—');
    expect(statValue('Average rating')).toBe('—');
    expect(statValue('Streak')).toBe('0 weeks');
    expect(screen.getByText(/No badges yet/)).toBeInTheDocument();
  });
});
