import { MENTOR_REVIEW_MESSAGES as R, REPORT_MESSAGES, type SessionReview } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createMentorSession, SESSIONS_API } from '@test/mentor-session-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MySessions } from './my-sessions';

const LIST = `GET ${SESSIONS_API}`;
const NOW = new Date('2026-03-09T10:00:00.000Z');
const rahul = { _id: 'rahul', name: 'Rahul Verma' };
const asha = { _id: 'asha', name: 'Asha Verma' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function givenReview(overrides: Partial<SessionReview> = {}): SessionReview {
  return {
    _id: 'review-1',
    rating: 4,
    review: 'Sharp feedback on my resume.',
    status: 'visible',
    createdAt: '2026-03-08T12:00:00.000Z',
    updatedAt: '2026-03-08T12:00:00.000Z',
    editableUntil: '2026-03-15T12:00:00.000Z',
    ...overrides,
  };
}

/** Ended yesterday: on the Past tab. */
const ended = (overrides: Parameters<typeof createMentorSession>[0] = {}) =>
  createMentorSession({
    alumni: rahul,
    student: asha,
    start: '2026-03-08T10:00:00.000Z',
    end: '2026-03-08T10:30:00.000Z',
    status: 'completed',
    ...overrides,
  });

async function openPast(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('tab', { name: /^Past/ }));
}

describe('rating a session as its student', () => {
  beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));

  it('asks for stars, sends the rating and review, then shows them with an Edit button', async () => {
    const session = ended();
    let saved = false;
    const reviewed = { ...session, review: givenReview({ rating: 5, review: 'Very practical advice' }) };
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [saved ? reviewed : session]),
      [`POST ${SESSIONS_API}/${session._id}/review`]: () => {
        saved = true;
        return jsonResponse(201, { success: true, message: R.saved, data: reviewed.review });
      },
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);
    await openPast(user);
    const card = screen.getByRole('article', { name: 'Session with Rahul Verma' });
    await user.click(within(card).getByRole('button', { name: 'Rate this session with Rahul Verma' }));

    const dialog = screen.getByRole('dialog', { name: 'Rate this session' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText(R.ratingRequired)).toBeVisible();
    expect(api.calls(`POST ${SESSIONS_API}/${session._id}/review`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(within(dialog).getByRole('textbox', { name: /comment/i }), '  Very practical advice ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(R.saved)).toBeVisible();
    expect(api.bodies(`POST ${SESSIONS_API}/${session._id}/review`)).toEqual([
      { rating: 5, review: 'Very practical advice' },
    ]);
    expect(await within(card).findByText('Very practical advice')).toBeVisible();
    expect(within(card).getByText('Your rating')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /rate this session/i })).toBeNull();
    expect(within(card).getByRole('button', { name: /edit your review/i })).toBeVisible();
  });

  it('changes a review with PUT, starting from what was given, and shows a refusal in the dialog', async () => {
    const session = ended({ review: givenReview() });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      [`PUT ${SESSIONS_API}/${session._id}/review`]: () =>
        jsonResponse(422, { message: R.editClosed, code: 'UNPROCESSABLE' }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);
    await openPast(user);
    await user.click(
      screen.getByRole('button', { name: 'Edit your review of the session with Rahul Verma' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /comment/i })).toHaveValue(
      'Sharp feedback on my resume.',
    );
    await user.click(within(dialog).getByRole('radio', { name: '3 stars, Good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(R.editClosed);
    expect(api.bodies(`PUT ${SESSIONS_API}/${session._id}/review`)).toEqual([
      { rating: 3, review: 'Sharp feedback on my resume.' },
    ]);
  });

  it('offers no change once the window has passed or moderators removed the review', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          ended({ review: givenReview({ editableUntil: '2026-03-09T09:00:00.000Z' }) }),
          ended({
            alumni: { _id: 'meera', name: 'Meera Nair' },
            review: givenReview({ _id: 'review-2', status: 'removed', review: 'Rude words' }),
          }),
        ]),
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);
    await openPast(user);
    const late = screen.getByRole('article', { name: 'Session with Rahul Verma' });
    expect(within(late).queryByRole('button')).toBeNull();
    const removed = screen.getByRole('article', { name: 'Session with Meera Nair' });
    expect(removed).toHaveTextContent('Our moderators removed this review');
    expect(within(removed).queryByRole('button')).toBeNull();
  });

  it('offers no rating for a cancelled session or a no-show', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          ended({ status: 'no_show' }),
          ended({
            alumni: { _id: 'meera', name: 'Meera Nair' },
            status: 'cancelled',
            cancelledBy: 'student',
          }),
        ]),
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);
    await openPast(user);
    expect(screen.queryByRole('button', { name: /rate this session/i })).toBeNull();
  });
});

describe('the review of a session as its alumni', () => {
  beforeEach(() => setSession(createSession({ role: 'alumni', token: 'alumni-token' })));

  it('shows the student’s rating and review and reports it', async () => {
    const session = ended({ review: givenReview({ rating: 2, review: 'Not helpful at all' }) });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      'POST /api/mentor-reviews/review-1/report': () =>
        jsonResponse(201, { success: true, message: REPORT_MESSAGES.sent }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);
    await openPast(user);
    const card = screen.getByRole('article', { name: 'Session with Asha Verma (student)' });
    expect(card).toHaveTextContent("Asha Verma's rating");
    expect(card).toHaveTextContent('Not helpful at all');
    // Reviewed: the student was there, so no no-show.
    expect(within(card).queryByRole('button', { name: /no-show/i })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Report review by Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: "Report Asha Verma's review" });
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive or inappropriate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeVisible();
    expect(api.bodies('POST /api/mentor-reviews/review-1/report')).toEqual([
      { reason: 'Offensive or inappropriate', details: '' },
    ]);
  });

  it('offers Mark no-show for a completed, unreviewed session until 24 hours after its end', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          // Ended 23.5 and 24.5 hours ago.
          ended(),
          ended({
            student: { _id: 'ravi', name: 'Ravi Kumar' },
            start: '2026-03-08T09:00:00.000Z',
            end: '2026-03-08T09:30:00.000Z',
          }),
        ]),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);
    await openPast(user);
    expect(screen.getByRole('button', { name: 'Mark Asha Verma as a no-show' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark Ravi Kumar as a no-show' })).toBeNull();
    expect(screen.queryByRole('button', { name: /rate this session/i })).toBeNull();
  });
});
