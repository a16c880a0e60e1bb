import { acceptGreeting, MENTORSHIP_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { createSession } from '@test/factories';
import { createAlumniRequest, createStats } from '@test/mentorship-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderRoutes } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInBrowser } from '@/features/mentorship/format';
import { setSession } from '@/lib/session';
import MentorshipDashboardPage from './mentorship-dashboard-page';

const list = (status: string) => `GET /api/mentorship-requests/alumni?status=${status}`;
const STATS = 'GET /api/mentorship-requests/alumni/stats';

beforeAll(installDialogPolyfill);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'alumni' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const result = renderRoutes(
    [{ path: '/mentorship-dashboard', element: <MentorshipDashboardPage /> }],
    '/mentorship-dashboard',
  );
  return { ...result, user };
}

const priya = createAlumniRequest({
  requestType: 'Technical Interview Prep',
  message: 'Could we do a mock interview?',
  student: { name: 'Priya Sharma', profile: { collegeName: 'IIT Madras', branch: 'ECE', currentYear: 4 } },
});
const accepted = createAlumniRequest({
  status: 'accepted',
  responseMessage: 'Sure, see you Thursday.',
  meetingLink: 'https://meet.example.com/xyz',
  student: { name: 'Vikram Rao' },
});
const rejected = createAlumniRequest({
  status: 'rejected',
  rejectionReason: 'Too busy this month.',
  student: { name: 'Neha Gupta' },
});

function mockDashboard(overrides: NonNullable<Parameters<typeof mockApi>[0]> = {}) {
  return mockApi({
    [list('pending')]: () => jsonResponse(200, [priya]),
    [list('accepted')]: () => jsonResponse(200, [accepted]),
    [list('rejected')]: () => jsonResponse(200, [rejected]),
    [list('archived')]: () => jsonResponse(200, []),
    [STATS]: () => jsonResponse(200, createStats({ pending: 1, accepted: 1, rejected: 1, archived: 0 })),
    ...overrides,
  });
}

describe('/mentorship-dashboard for alumni', () => {
  it('shows the five tabs with their counts and the pending cards first', async () => {
    mockDashboard();
    const { user } = renderPage();

    const tabs = screen.getByRole('tablist', { name: 'Requests by status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument());
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pending 1', 'Accepted 1', 'Rejected 1', 'Archived 0', 'Ended 0']);
    expect(within(tabs).getByRole('tab', { name: 'Pending 1' })).toHaveAttribute('aria-selected', 'true');

    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByText('Year 4 · ECE · IIT Madras · Class of 2027')).toBeInTheDocument();
    expect(within(card).getByText('Technical Interview Prep')).toBeInTheDocument();
    expect(within(card).getByText('Could we do a mock interview?')).toBeInTheDocument();
    expect(within(card).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Accept request from Priya Sharma' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Reject request from Priya Sharma' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /archive/i })).not.toBeInTheDocument();

    within(tabs).getByRole('tab', { name: 'Pending 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Accepted 1' })).toHaveFocus();
    const acceptedCard = await screen.findByRole('article', { name: 'Vikram Rao' });
    expect(within(acceptedCard).getByText('Sure, see you Thursday.')).toBeInTheDocument();
    expect(within(acceptedCard).getByRole('link', { name: /meet\.example\.com\/xyz/ })).toBeInTheDocument();
    expect(within(acceptedCard).queryByRole('button', { name: /^accept/i })).not.toBeInTheDocument();
    expect(
      within(acceptedCard).getByRole('button', { name: 'Archive request from Vikram Rao' }),
    ).toBeInTheDocument();
  });

  it('shows the empty texts of each tab', async () => {
    mockDashboard({
      [list('pending')]: () => jsonResponse(200, []),
      [list('rejected')]: () => jsonResponse(200, []),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
    expect(screen.getByText('You have no pending mentorship requests at the moment.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /rejected/i }));
    expect(await screen.findByRole('heading', { name: 'No rejected requests' })).toBeInTheDocument();
    expect(screen.getByText('You have no rejected requests.')).toBeInTheDocument();
  });

  it('prefills the accept dialog and checks the message, link and date', async () => {
    const api = mockDashboard();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept request from Priya Sharma' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm Mentorship & Send Message' });
    const message = within(dialog).getByRole('textbox', { name: /message to the student/i });
    expect(message).toHaveValue(acceptGreeting('Priya Sharma', 'Technical Interview Prep'));
    expect(message).toHaveFocus();
    expect(within(dialog).getByLabelText('Meeting date')).toHaveAttribute('min', todayInBrowser());
    expect(within(dialog).getByLabelText('Meeting date')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('Meeting time')).toHaveAttribute('type', 'time');

    await user.clear(message);
    await user.type(within(dialog).getByRole('textbox', { name: /meeting link/i }), 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Send' }));
    expect(await within(dialog).findByText(MENTORSHIP_MESSAGES.responseRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MENTORSHIP_MESSAGES.meetingLinkInvalid)).toBeInTheDocument();

    await user.type(message, 'Hi');
    await user.clear(within(dialog).getByRole('textbox', { name: /meeting link/i }));
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    await user.type(within(dialog).getByLabelText('Meeting date'), todayInBrowser(yesterday));
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Send' }));
    expect(await within(dialog).findByText(MENTORSHIP_MESSAGES.meetingDatePast)).toBeInTheDocument();
    expect(api.calls(`PUT /api/mentorship-requests/${priya._id}/accept`)).toHaveLength(0);
  });

  it('accepts with the meeting details and the time zone, then reloads and shows a 3 s banner', async () => {
    const api = mockDashboard({
      [`PUT /api/mentorship-requests/${priya._id}/accept`]: () =>
        jsonResponse(200, {
          success: true,
          message: MENTORSHIP_MESSAGES.accepted,
          data: { _id: priya._id, status: 'accepted' },
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept request from Priya Sharma' }));
    const dialog = screen.getByRole('dialog');
    const message = within(dialog).getByRole('textbox', { name: /message to the student/i });
    await user.clear(message);
    await user.type(message, 'Glad to help!');
    await user.type(
      within(dialog).getByRole('textbox', { name: /meeting link/i }),
      'https://meet.example.com/a',
    );
    await user.type(within(dialog).getByLabelText('Meeting date'), '2099-01-15');
    await user.type(within(dialog).getByLabelText('Meeting time'), '18:30');
    api.on(list('pending'), () => jsonResponse(200, []));
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Send' }));

    const banner = await screen.findByText(MENTORSHIP_MESSAGES.accepted);
    expect(api.calls(`PUT /api/mentorship-requests/${priya._id}/accept`)[0]?.body).toEqual({
      responseMessage: 'Glad to help!',
      meetingLink: 'https://meet.example.com/a',
      meetingDate: '2099-01-15',
      meetingTime: '18:30',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls(STATS).length).toBeGreaterThanOrEqual(2));
    expect(api.calls(list('pending')).length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('heading', { name: 'No pending requests' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveFocus();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMERS.successClear - 200);
    });
    expect(banner).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByText(MENTORSHIP_MESSAGES.accepted)).not.toBeInTheDocument();
  });

  it("keeps the accept dialog open with 'Failed to accept request' for 3 s when the server cannot be reached", async () => {
    mockDashboard({
      [`PUT /api/mentorship-requests/${priya._id}/accept`]: () =>
        Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept request from Priya Sharma' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept & Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.acceptFailed);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMERS.successClear - 200);
    });
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('rejects with an optional reason', async () => {
    const api = mockDashboard({
      [`PUT /api/mentorship-requests/${priya._id}/reject`]: () =>
        jsonResponse(200, {
          success: true,
          message: MENTORSHIP_MESSAGES.rejected,
          data: { _id: priya._id, status: 'rejected' },
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject request from Priya Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Request' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveFocus();
    await user.type(reason, 'No slots this month.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));

    expect(await screen.findByText(MENTORSHIP_MESSAGES.rejected)).toBeInTheDocument();
    expect(api.calls(`PUT /api/mentorship-requests/${priya._id}/reject`)[0]?.body).toEqual({
      rejectionReason: 'No slots this month.',
    });
  });

  it("shows 'Failed to reject request' in the reject dialog", async () => {
    mockDashboard({
      [`PUT /api/mentorship-requests/${priya._id}/reject`]: () => new Response('', { status: 502 }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject request from Priya Sharma' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.rejectFailed);
  });

  it('archives an accepted request', async () => {
    const api = mockDashboard({
      [`PUT /api/mentorship-requests/${accepted._id}/archive`]: () =>
        jsonResponse(200, {
          success: true,
          message: MENTORSHIP_MESSAGES.archived,
          data: { _id: accepted._id, status: 'archived' },
        }),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: /accepted/i }));
    await user.click(await screen.findByRole('button', { name: 'Archive request from Vikram Rao' }));
    expect(await screen.findByText(MENTORSHIP_MESSAGES.archived)).toBeInTheDocument();
    expect(api.calls(`PUT /api/mentorship-requests/${accepted._id}/archive`)).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: /rejected/i }));
    expect(
      await screen.findByRole('button', { name: 'Archive request from Neha Gupta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Too busy this month.')).toBeInTheDocument();
  });

  it('shows the full profile of the student', async () => {
    mockDashboard();
    const { user } = renderPage();
    const opener = await screen.findByRole('button', { name: 'Full Profile of Priya Sharma' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: "Priya Sharma's Profile" });
    expect(within(dialog).getByText('IIT Madras')).toBeInTheDocument();
    expect(within(dialog).getByText('8.4')).toBeInTheDocument();
    expect(within(dialog).getByText('React')).toBeInTheDocument();
    expect(within(dialog).getByText('Backend Developer', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: priya.student.email })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("shows 'Failed to fetch mentorship requests' for 3 s when the list fails", async () => {
    mockDashboard({ [list('pending')]: () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.fetchFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMERS.successClear - 200);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.fetchFailed);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/mentorship-dashboard for other roles', () => {
  it('gives an admin a read-only table of every request with paging', async () => {
    setSession(createSession({ role: 'admin' }));
    const rows = Array.from({ length: 20 }, (_, index) => ({
      ...createAlumniRequest(),
      student: { _id: `s${index}`, name: `Student ${index}` },
      alumni: { _id: 'a1', name: 'Ananya Iyer' },
    }));
    const api = mockApi({
      'GET /api/mentorship-requests': ({ url }) =>
        jsonResponse(200, url.searchParams.get('page') === '2' ? rows.slice(0, 5) : rows, {
          'X-Total-Count': '25',
        }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Showing 1 to 20 of 25 requests')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Showing 21 to 25 of 25 requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'accepted');
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'Ananya');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.calls('GET /api/mentorship-requests').at(-1)?.url).toBe(
        '/api/mentorship-requests?page=1&limit=20&status=accepted&q=Ananya',
      ),
    );
  });

  it('links the admin to the space of every request accepted once, archived or ended ones too', async () => {
    setSession(createSession({ role: 'admin' }));
    const pair = { student: { _id: 's1', name: 'Asha' }, alumni: { _id: 'a1', name: 'Ravi' } };
    const rows = [
      { ...createAlumniRequest({ _id: 'open', status: 'accepted' }), ...pair },
      { ...createAlumniRequest({ _id: 'filed', status: 'archived', hasSpace: true }), ...pair },
      { ...createAlumniRequest({ _id: 'over', status: 'ended' }), ...pair },
      { ...createAlumniRequest({ _id: 'no', status: 'archived', hasSpace: false }), ...pair },
      { ...createAlumniRequest({ _id: 'wait', status: 'pending' }), ...pair },
    ];
    mockApi({
      'GET /api/mentorship-requests': () => jsonResponse(200, rows, { 'X-Total-Count': '5' }),
    });
    renderPage();
    expect(await screen.findByText('Showing 1 to 5 of 5 requests')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Open space of Asha and Ravi' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/mentorships/open',
      '/mentorships/filed',
      '/mentorships/over',
    ]);
  });

  it('tells a student the dashboard is for alumni', async () => {
    const api = mockApi();
    setSession(createSession({ role: 'student' }));
    renderPage();
    expect(screen.getByText(MENTORSHIP_MESSAGES.dashboardAlumniOnly)).toBeInTheDocument();
    await act(async () => {});
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
