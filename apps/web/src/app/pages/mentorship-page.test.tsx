import {
  formatInstantDate,
  formatInstantTime,
  MENTORSHIP_MESSAGES,
  RESPONSIVENESS_MESSAGES,
} from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import { createMentor, createStudentRequest } from '@test/mentorship-fixtures';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderRoutes } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { routes } from '../router';
import MentorshipPage from './mentorship-page';

const LIST = 'GET /api/mentorship-requests/student';
const SEND = 'POST /api/mentorship-requests';

beforeAll(installDialogPolyfill);

beforeEach(() => {
  setSession(createSession({ role: 'student' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(url = '/mentorship') {
  const user = userEvent.setup();
  const result = renderRoutes(
    [
      { path: '/mentorship', element: <MentorshipPage /> },
      { path: '/student-dashboard', element: <h1>Student dashboard</h1> },
      { path: '/mentorship-dashboard', element: <h1>Mentorship dashboard</h1> },
    ],
    url,
  );
  return { ...result, user };
}

const accepted = createStudentRequest({
  status: 'accepted',
  requestType: 'Resume Review',
  message: 'Please review my resume.',
  responseMessage: 'Happy to help, send it over!',
  meetingLink: 'https://meet.example.com/abc',
  meetingDate: '2026-07-09',
  meetingTime: '18:30',
  meetingTimeZone: 'Asia/Kolkata',
  respondedAt: '2026-03-03T10:00:00.000Z',
  alumni: {
    _id: 'rahul',
    name: 'Rahul Verma',
    email: 'rahul@example.com',
    profile: {
      currentCompany: 'Microsoft',
      currentPosition: 'SDE II',
      phoneNumber: '+91 90000 00000',
      contactPreference: 'WhatsApp',
    },
  },
});
const pending = createStudentRequest({ alumni: { _id: 'ananya', name: 'Ananya Iyer' } });
const rejected = createStudentRequest({
  status: 'rejected',
  rejectionReason: 'No openings right now.',
  alumni: { name: 'Meera Nair' },
});
const autoArchived = createStudentRequest({
  status: 'archived',
  autoArchived: true,
  alumni: { name: 'Karan Shah' },
});

describe('/mentorship for a student', () => {
  it('shows the counters and a card with every field of each request', async () => {
    mockApi({ [LIST]: () => jsonResponse(200, [pending, accepted, rejected, autoArchived]) });
    renderPage();

    const counters = await screen.findByText('Total Requests');
    const dl = counters.closest('dl')!;
    const value = (label: string) => within(dl).getByText(label).nextElementSibling?.textContent;
    expect(value('Pending')).toBe('1');
    expect(value('Accepted')).toBe('1');
    expect(value('Rejected')).toBe('1');
    expect(value('Total Requests')).toBe('4');

    const card = screen.getByRole('article', { name: 'Rahul Verma' });
    const inCard = within(card);
    expect(inCard.getByText('SDE II at Microsoft')).toBeInTheDocument();
    expect(inCard.getByText('Resume Review')).toBeInTheDocument();
    expect(inCard.getByText('Accepted')).toBeInTheDocument();
    expect(inCard.getByText('Please review my resume.')).toBeInTheDocument();
    expect(inCard.getByText('Happy to help, send it over!')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: /meet\.example\.com\/abc/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(inCard.getByRole('link', { name: /meet\.example\.com\/abc/ })).toHaveAttribute(
      'title',
      'https://meet.example.com/abc',
    );
    expect(inCard.getByRole('button', { name: 'Copy meeting link address' })).toBeInTheDocument();
    // 18:30 in Kolkata, shown in the runner's zone (the viewer's).
    const start = new Date('2026-07-09T13:00:00.000Z');
    expect(inCard.getByText(formatInstantDate(start), { exact: false })).toBeInTheDocument();
    expect(inCard.getByText(formatInstantTime(start), { exact: false })).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'rahul@example.com' })).toHaveAttribute(
      'href',
      'mailto:rahul@example.com',
    );
    expect(inCard.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
    expect(inCard.getByText('WhatsApp')).toBeInTheDocument();
    expect(inCard.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(inCard.queryByRole('button', { name: /withdraw/i })).not.toBeInTheDocument();

    const pendingCard = screen.getByRole('article', { name: 'Ananya Iyer' });
    expect(within(pendingCard).getByText('Pending')).toBeInTheDocument();
    expect(within(pendingCard).queryByText(/@/)).not.toBeInTheDocument();
    expect(
      within(pendingCard).getByRole('button', { name: 'Withdraw request to Ananya Iyer' }),
    ).toBeVisible();

    expect(
      within(screen.getByRole('article', { name: 'Meera Nair' })).getByText('No openings right now.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Karan Shah' })).getByText(/did not answer within 7 days/),
    ).toBeInTheDocument();
  });

  it("shows 'No Requests Yet' with a way to browse alumni", async () => {
    mockApi({ [LIST]: () => jsonResponse(200, []) });
    const { user, router } = renderPage();

    expect(await screen.findByRole('heading', { name: MENTORSHIP_MESSAGES.noRequests })).toBeInTheDocument();
    const browse = within(screen.getByRole('region', { name: 'Your Requests' })).getByRole('link', {
      name: 'Browse Alumni',
    });
    expect(browse).toHaveAttribute('href', '/student-dashboard');
    await user.click(browse);
    expect(router.state.location.pathname).toBe('/student-dashboard');
  });

  it('says so when the requests cannot be loaded', async () => {
    mockApi({ [LIST]: () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('withdraws a pending request after confirming', async () => {
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [pending]),
      [`DELETE /api/mentorship-requests/${pending._id}`]: () =>
        jsonResponse(200, { success: true, message: 'Request withdrawn' }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Withdraw request to Ananya Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Request' });
    expect(dialog).toHaveAccessibleDescription(/withdraw your career guidance request to Ananya Iyer/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(`DELETE /api/mentorship-requests/${pending._id}`)).toHaveLength(0);

    api.on(LIST, () => jsonResponse(200, []));
    await user.click(screen.getByRole('button', { name: 'Withdraw request to Ananya Iyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    expect(api.calls(`DELETE /api/mentorship-requests/${pending._id}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: MENTORSHIP_MESSAGES.noRequests })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Requests' })).toHaveFocus();
  });

  it('keeps the withdraw dialog open with the server message when withdrawing fails', async () => {
    mockApi({
      [LIST]: () => jsonResponse(200, [pending]),
      [`DELETE /api/mentorship-requests/${pending._id}`]: () =>
        jsonResponse(409, { message: 'Only pending requests can be withdrawn', code: 'CONFLICT' }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw request to Ananya Iyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Only pending requests can be withdrawn',
    );
  });
});

describe('/mentorship?mentor={id}', () => {
  const mentor = createMentor({ _id: 'ananya-id', name: 'Ananya Iyer' });

  function mockMentorApi() {
    return mockApi({
      [LIST]: () => jsonResponse(200, []),
      'GET /api/users/ananya-id': () => jsonResponse(200, mentor),
    });
  }

  it('loads the mentor and opens the request dialog with Career Guidance chosen', async () => {
    mockMentorApi();
    renderPage('/mentorship?mentor=ananya-id');

    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    expect(within(dialog).getByText('Ananya Iyer')).toBeInTheDocument();
    expect(within(dialog).getByText('Senior Engineer at Google')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /request type/i })).toHaveValue('Career Guidance');
    expect(within(dialog).getByRole('combobox', { name: /request type/i })).toHaveFocus();
    expect(within(dialog).getAllByRole('option')).toHaveLength(10);
  });

  it('keeps the dialog open and ?mentor in the address in the app as main.tsx mounts it', async () => {
    mockMentorApi();
    // StrictMode: the dialog opens on mount, so its effect runs twice.
    const { router } = renderRoutes(routes, '/mentorship?mentor=ananya-id', { isStrict: true });
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(router.state.location.search).toBe('?mentor=ananya-id');
  });

  it('requires a message and counts its characters up to 1000', async () => {
    const api = mockMentorApi();
    const { user } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    const message = within(dialog).getByRole('textbox', { name: /message/i });
    expect(message).toHaveAttribute('maxLength', '1000');
    expect(message).toHaveAccessibleDescription('0/1000');

    await user.type(message, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(MENTORSHIP_MESSAGES.messageRequiredPage)).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(SEND)).toHaveLength(0);

    await user.clear(message);
    await user.type(message, 'Hello');
    expect(within(dialog).getByText('5/1000')).toBeInTheDocument();
  });

  it('says up front that a paused mentor takes no new requests, and cannot send', async () => {
    const api = mockApi({
      [LIST]: () => jsonResponse(200, []),
      'GET /api/users/ananya-id': () =>
        jsonResponse(200, {
          ...mentor,
          responsiveness: { replyWithinDays: 2, lastActiveAt: null, isAcceptingRequests: false },
        }),
    });
    const { user } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    expect(within(dialog).getByText(RESPONSIVENESS_MESSAGES.paused)).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send Request' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(RESPONSIVENESS_MESSAGES.paused);
    expect(within(dialog).queryByRole('textbox', { name: /message/i })).not.toBeInTheDocument();
    await user.click(send);
    expect(api.calls(SEND)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the page payload, confirms, closes and drops ?mentor', async () => {
    const api = mockMentorApi();
    api.on(SEND, () =>
      jsonResponse(201, {
        success: true,
        message: MENTORSHIP_MESSAGES.sent,
        data: { _id: 'new-request', status: 'pending' },
      }),
    );
    const { user, router } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /request type/i }), 'Job Referral');
    await user.type(
      within(dialog).getByRole('textbox', { name: /message/i }),
      '  Any openings in your team?  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(MENTORSHIP_MESSAGES.sent)).toBeInTheDocument();
    expect(api.calls(SEND).map((call) => call.body)).toEqual([
      { alumniId: 'ananya-id', requestType: 'Job Referral', message: 'Any openings in your team?' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/mentorship');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('sends one request on a double click on Send Request', async () => {
    const api = mockMentorApi();
    const answer = deferred();
    api.on(SEND, answer.handler);
    const { user } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Any openings?');
    doubleClickAtOnce(within(dialog).getByRole('button', { name: 'Send Request' }));
    answer.respond(
      jsonResponse(201, {
        success: true,
        message: MENTORSHIP_MESSAGES.sent,
        data: { _id: 'r1', status: 'pending' },
      }),
    );

    expect(await screen.findByText(MENTORSHIP_MESSAGES.sent)).toBeInTheDocument();
    expect(api.calls(SEND)).toHaveLength(1);
    expect(api.calls(SEND)[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's message when the request is refused", async () => {
    const api = mockMentorApi();
    api.on(SEND, () => jsonResponse(409, { message: MENTORSHIP_MESSAGES.duplicate, code: 'CONFLICT' }));
    const { user, router } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.duplicate);
    expect(router.state.location.search).toBe('?mentor=ananya-id');
  });

  it("falls back to 'Failed to send request' when the server cannot be reached", async () => {
    const api = mockMentorApi();
    api.on(SEND, () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.sendFailed);
  });

  it('Cancel closes the dialog and returns to /mentorship', async () => {
    mockMentorApi();
    const { user, router } = renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mentorship');
    expect(router.state.location.search).toBe('');
  });

  it('Escape also cancels', async () => {
    mockMentorApi();
    const { user, router } = renderPage('/mentorship?mentor=ananya-id');
    await screen.findByRole('dialog', { name: 'Request Mentorship' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it("says 'Failed to load mentor details' when the mentor cannot be loaded", async () => {
    mockApi({
      [LIST]: () => jsonResponse(200, []),
      'GET /api/users/missing': () => jsonResponse(404, { message: 'User not found', code: 'NOT_FOUND' }),
    });
    renderPage('/mentorship?mentor=missing');
    expect(await screen.findByText(MENTORSHIP_MESSAGES.mentorLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns in the dialog when a request to this alumni is already pending', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [createStudentRequest({ alumni: { _id: 'ananya-id', name: 'Ananya Iyer' } })]),
      'GET /api/users/ananya-id': () => jsonResponse(200, mentor),
    });
    renderPage('/mentorship?mentor=ananya-id');
    const dialog = await screen.findByRole('dialog', { name: 'Request Mentorship' });
    expect(await within(dialog).findByText(`${MENTORSHIP_MESSAGES.duplicate}.`)).toBeInTheDocument();
  });
});

describe('/mentorship for other roles', () => {
  it.each(['alumni', 'admin'] as const)('points a signed-in %s to the mentorship dashboard', async (role) => {
    const api = mockApi();
    setSession(createSession({ role }));
    renderPage('/mentorship?mentor=abc');
    const link = await screen.findByRole('link', { name: /go to mentorship dashboard/i });
    expect(link).toHaveAttribute('href', '/mentorship-dashboard');
    await act(async () => {});
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
