import { MENTOR_SESSION_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createSlots, SESSIONS_API } from '@test/mentor-session-fixtures';
import { createStudentRequest } from '@test/mentorship-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import BookSessionPage from './book-session-page';
import MentorshipPage from './mentorship-page';

const REQUESTS = 'GET /api/mentorship-requests/student';

beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/mentorship', element: <MentorshipPage /> },
      { path: '/mentorship/:id/book', element: <BookSessionPage /> },
    ],
    url,
  );
}

describe('Book a session', () => {
  it('is reached from an accepted request and offers that mentor’s slots', async () => {
    const accepted = createStudentRequest({
      _id: 'accepted-1',
      status: 'accepted',
      responseMessage: 'Happy to help',
      alumni: { _id: 'rahul', name: 'Rahul Verma' },
    });
    const pending = createStudentRequest({ status: 'pending', alumni: { name: 'Meera Nair' } });
    mockApi({
      [REQUESTS]: () => jsonResponse(200, [accepted, pending]),
      [`GET ${SESSIONS_API}/slots/rahul`]: () =>
        jsonResponse(
          200,
          createSlots({ slots: [{ start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T13:30:00.000Z' }] }),
        ),
    });
    const user = userEvent.setup();
    renderAt('/mentorship');

    expect(screen.queryByRole('link', { name: 'Book a session with Meera Nair' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Book a session with Rahul Verma' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Session' })).toBeVisible();
    expect(await screen.findAllByRole('radio')).toHaveLength(1);
  });

  it('refuses a mentorship that is not accepted', async () => {
    const pending = createStudentRequest({ _id: 'pending-1', status: 'pending' });
    mockApi({ [REQUESTS]: () => jsonResponse(200, [pending]) });
    renderAt('/mentorship/pending-1/book');
    expect(await screen.findByRole('alert')).toHaveTextContent(MENTOR_SESSION_MESSAGES.mentorshipNotAccepted);
    expect(screen.getByRole('link', { name: 'My Mentorship Requests' })).toHaveAttribute(
      'href',
      '/mentorship',
    );
  });
});
