import { type MentorReview, MENTOR_REVIEW_MESSAGES as R } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MentorReviews } from './mentor-reviews';

const API = '/api/mentors/rahul/reviews';

function review(index: number, overrides: Partial<MentorReview> = {}): MentorReview {
  return {
    _id: `review-${index}`,
    rating: 5 - (index % 3),
    review: `Review number ${index}`,
    student: { name: `Student ${index}` },
    sessionDate: '2026-03-02T13:30:00.000Z',
    createdAt: '2026-03-02T16:00:00.000Z',
    editedAt: null,
    isOwn: false,
    ...overrides,
  };
}

beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));
afterEach(() => vi.unstubAllGlobals());

describe('MentorReviews', () => {
  it('lists five reviews, then the rest on "Show more reviews"', async () => {
    const api = mockApi({
      [`GET ${API}?page=1&limit=5`]: () =>
        jsonResponse(
          200,
          [1, 2, 3, 4, 5].map((index) => review(index)),
          { 'X-Total-Count': '6' },
        ),
      [`GET ${API}?page=2&limit=5`]: () =>
        jsonResponse(200, [review(6, { review: null, editedAt: '2026-03-03T10:00:00.000Z' })], {
          'X-Total-Count': '6',
        }),
    });
    const { user } = renderWithClient(<MentorReviews alumniId="rahul" showsEmpty />);
    const section = await screen.findByRole('region', { name: 'Session Reviews (6)' });
    expect(await within(section).findByText('Review number 1')).toBeVisible();
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getAllByRole('img', { name: /Rated \d out of 5/ })).toHaveLength(5);

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Student 6')).toBeVisible();
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section).getAllByRole('listitem')[5]).toHaveTextContent('edited');
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(api.unmatched).toEqual([]);
  });

  it('offers Report on others’ reviews only, and sends it', async () => {
    const api = mockApi({
      [`GET ${API}?page=1&limit=5`]: () =>
        jsonResponse(200, [review(1, { isOwn: true }), review(2)], { 'X-Total-Count': '2' }),
      'POST /api/mentor-reviews/review-2/report': () =>
        jsonResponse(201, { success: true, message: 'Thank you. Our team will review this report.' }),
    });
    const { user } = renderWithClient(<MentorReviews alumniId="rahul" showsEmpty />);
    await screen.findByText('Review number 1');
    expect(screen.queryByRole('button', { name: 'Report review by Student 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report review by Student 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Report the review by Student 2' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText('Thank you. Our team will review this report.');
    expect(api.bodies('POST /api/mentor-reviews/review-2/report')).toEqual([
      { reason: 'Spam or advertising', details: '' },
    ]);
  });

  it('says so when there are none, and offers a retry when loading fails', async () => {
    let fails = true;
    mockApi({
      [`GET ${API}?page=1&limit=5`]: () =>
        fails ? jsonResponse(500, {}) : jsonResponse(200, [], { 'X-Total-Count': '0' }),
    });
    const { user } = renderWithClient(<MentorReviews alumniId="rahul" showsEmpty />);
    expect(await screen.findByText(R.loadFailed)).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No reviews yet/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Session Reviews' })).toBeVisible();
  });

  it('shows others no section when the server lists none (below the rating threshold)', async () => {
    const api = mockApi({
      [`GET ${API}?page=1&limit=5`]: () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    });
    renderWithClient(<MentorReviews alumniId="rahul" showsEmpty={false} />);
    await vi.waitFor(() => expect(api.calls(`GET ${API}?page=1&limit=5`)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: /Session Reviews/ })).toBeNull();
    expect(screen.queryByText(/No reviews yet/)).toBeNull();
  });
});
