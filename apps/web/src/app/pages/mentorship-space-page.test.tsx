import { MENTORSHIP_SPACE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createMentorSession, SESSIONS_API } from '@test/mentor-session-fixtures';
import { createAlumniRequest, createStats, createStudentRequest } from '@test/mentorship-fixtures';
import { createSpace, spaceResponse } from '@test/mentorship-space-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import BookSessionPage from './book-session-page';
import MentorshipDashboardPage from './mentorship-dashboard-page';
import MentorshipPage from './mentorship-page';
import MentorshipSpacePage from './mentorship-space-page';
import MySessionsPage from './my-sessions-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/mentorship', element: <MentorshipPage /> },
      { path: '/mentorship-dashboard', element: <MentorshipDashboardPage /> },
      { path: '/sessions', element: <MySessionsPage /> },
      { path: '/mentorships/:mentorshipId', element: <MentorshipSpacePage /> },
      { path: '/mentorship/:id/book', element: <BookSessionPage /> },
    ],
    url,
  );
}

const spaceOf = (id: string) => jsonResponse(200, spaceResponse(createSpace({ _id: id })));

describe('links into the mentorship space', () => {
  it('opens from the student’s accepted and ended requests, not from a pending one', async () => {
    setSession(createSession({ role: 'student', token: 'student-token' }));
    const accepted = createStudentRequest({ _id: 'm1', status: 'accepted', alumni: { name: 'Rahul Verma' } });
    const ended = createStudentRequest({ status: 'ended', alumni: { name: 'Meera Nair' } });
    const pending = createStudentRequest({ status: 'pending', alumni: { name: 'Kiran Rao' } });
    mockApi({
      'GET /api/mentorship-requests/student': () => jsonResponse(200, [accepted, ended, pending]),
      'GET /api/mentorships/m1': () => spaceOf('m1'),
    });
    const user = userEvent.setup();
    renderAt('/mentorship');
    expect(await screen.findByRole('link', { name: 'Open mentorship space with Meera Nair' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book a session with Meera Nair' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Open mentorship space with Kiran Rao' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open mentorship space with Rahul Verma' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentorship Space' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Asha Verma and Rahul Verma' })).toBeVisible();
  });

  it('opens from a session card in My Sessions', async () => {
    setSession(createSession({ role: 'student', token: 'student-token' }));
    const session = createMentorSession({
      mentorshipId: 'm2',
      alumni: { _id: 'rahul', name: 'Rahul Verma' },
      start: '2099-03-09T13:00:00.000Z',
      end: '2099-03-09T13:30:00.000Z',
    });
    mockApi({
      [`GET ${SESSIONS_API}`]: () => jsonResponse(200, [session]),
      'GET /api/mentorships/m2': () => spaceOf('m2'),
    });
    const user = userEvent.setup();
    renderAt('/sessions');
    await user.click(await screen.findByRole('link', { name: 'Open mentorship space with Rahul Verma' }));
    expect(await screen.findByRole('heading', { name: 'Asha Verma and Rahul Verma' })).toBeVisible();
  });

  it('opens from the alumni’s accepted requests on the mentorship dashboard', async () => {
    setSession(createSession({ role: 'alumni', token: 'alumni-token' }));
    const accepted = createAlumniRequest({ _id: 'm3', status: 'accepted', student: { name: 'Asha Verma' } });
    mockApi({
      'GET /api/mentorship-requests/alumni': () => jsonResponse(200, [accepted]),
      'GET /api/mentorship-requests/alumni/stats': () => jsonResponse(200, createStats({ accepted: 1 })),
      'GET /api/mentorships/m3': () => spaceOf('m3'),
    });
    const user = userEvent.setup();
    renderAt('/mentorship-dashboard');
    await user.click(await screen.findByRole('tab', { name: /^Accepted/ }));
    await user.click(await screen.findByRole('link', { name: 'Open mentorship space with Asha Verma' }));
    expect(await screen.findByRole('heading', { name: 'Asha Verma and Rahul Verma' })).toBeVisible();
  });

  it('refuses booking within an ended mentorship, saying why', async () => {
    setSession(createSession({ role: 'student', token: 'student-token' }));
    const ended = createStudentRequest({ _id: 'm4', status: 'ended' });
    mockApi({ 'GET /api/mentorship-requests/student': () => jsonResponse(200, [ended]) });
    renderAt('/mentorship/m4/book');
    expect(await screen.findByRole('alert')).toHaveTextContent(MENTORSHIP_SPACE_MESSAGES.ended);
  });
});
