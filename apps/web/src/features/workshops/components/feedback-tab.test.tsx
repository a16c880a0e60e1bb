import { type MyFeedbackResponse, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { API, createFeedbackItem } from '@test/workshop-fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { FeedbackTab, feedbackDistribution } from './feedback-tab';

const FEEDBACK = `GET ${API}/my-feedback`;

beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => vi.unstubAllGlobals());

const items = [
  createFeedbackItem({
    rating: 5,
    comment: 'Brilliant',
    studentName: 'Arjun Mehta',
    workshopTitle: 'Mock Interview',
  }),
  createFeedbackItem({ rating: 4, comment: null, studentName: 'Sneha Patel' }),
  createFeedbackItem({ rating: 4, comment: 'Good pace' }),
  createFeedbackItem({ rating: 2, comment: 'Too fast' }),
];

describe('FeedbackTab', () => {
  it('shows the average to one decimal, the distribution and the list', async () => {
    mockApi({
      [FEEDBACK]: () =>
        jsonResponse(200, {
          success: true,
          feedback: items,
          averageRating: 3.75,
          totalRatings: 4,
          distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
        }),
    });
    renderWithClient(<FeedbackTab />);
    expect(await screen.findByText('3.8')).toBeInTheDocument();
    expect(screen.getByText('4 ratings')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();

    const bars = screen.getByRole('heading', { name: 'Rating distribution' })
      .nextElementSibling as HTMLElement;
    const rows = within(bars).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars1 (25%)',
      '4 stars2 (50%)',
      '3 stars0 (0%)',
      '2 stars1 (25%)',
      '1 star0 (0%)',
    ]);

    const first = screen.getByText('Brilliant').closest('li')!;
    expect(first).toHaveTextContent('Arjun Mehta');
    expect(first).toHaveTextContent('Mock Interview');
    expect(first).toHaveTextContent('2 Mar 2026');
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('No comment left.')).toBeInTheDocument();
  });

  it('filters by rating', async () => {
    mockApi({
      [FEEDBACK]: () =>
        jsonResponse(200, {
          success: true,
          feedback: items,
          averageRating: 3.75,
          totalRatings: 4,
          distribution: {},
        }),
    });
    const { user } = renderWithClient(<FeedbackTab />);
    const filter = await screen.findByRole('combobox', { name: 'Filter by rating' });
    await user.selectOptions(filter, '4');
    expect(screen.getByText('Good pace')).toBeInTheDocument();
    expect(screen.queryByText('Brilliant')).not.toBeInTheDocument();
    expect(screen.queryByText('Too fast')).not.toBeInTheDocument();
    await user.selectOptions(filter, '3');
    expect(screen.getByText('No feedback with this rating.')).toBeInTheDocument();
    await user.selectOptions(filter, 'all');
    expect(screen.getByText('Too fast')).toBeInTheDocument();
  });

  it('buckets by floor when the server sends no distribution', () => {
    const summary: MyFeedbackResponse = {
      success: true,
      feedback: [
        createFeedbackItem({ rating: 4.5 }),
        createFeedbackItem({ rating: 1 }),
        createFeedbackItem({ rating: 5 }),
      ],
      averageRating: 3.5,
      totalRatings: 3,
      distribution: {},
    };
    expect(feedbackDistribution(summary)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 });
  });

  it('shows the empty state and the load failure', async () => {
    const api = mockApi({
      [FEEDBACK]: () =>
        jsonResponse(200, {
          success: true,
          feedback: [],
          averageRating: 0,
          totalRatings: 0,
          distribution: {},
        }),
    });
    renderWithClient(<FeedbackTab />);
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeInTheDocument();

    api.on(FEEDBACK, () => jsonResponse(500, {}));
    const other = renderWithClient(<FeedbackTab />);
    expect(await within(other.container).findByRole('alert')).toHaveTextContent(
      WORKSHOP_MESSAGES.feedbackFetchFailed,
    );
  });
});
