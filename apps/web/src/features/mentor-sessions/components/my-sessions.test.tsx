import { MENTOR_SESSION_MESSAGES as M } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createMentorSession, SESSIONS_API } from '@test/mentor-session-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MySessions } from './my-sessions';

const LIST = `GET ${SESSIONS_API}`;
const NOW = new Date('2026-03-09T10:00:00.000Z');
const rahul = { _id: 'rahul', name: 'Rahul Verma' };
const asha = { _id: 'asha', name: 'Asha Verma' };

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});
beforeEach(() => {
  // Only the clock: react-query's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('article', { name });

describe('MySessions for a student', () => {
  beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));

  it('lists upcoming sessions in the student’s zone with the mentor’s beside, and past ones apart', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          createMentorSession({
            alumni: rahul,
            start: '2026-03-09T13:00:00.000Z',
            end: '2026-03-09T13:30:00.000Z',
            meetingLink: 'https://meet.example.com/rahul',
          }),
          createMentorSession({
            alumni: { _id: 'meera', name: 'Meera Nair' },
            start: '2026-03-02T13:00:00.000Z',
            end: '2026-03-02T13:30:00.000Z',
            status: 'cancelled',
            cancelledBy: 'alumni',
            cancelReason: 'I am travelling that week.',
          }),
        ]),
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);

    const upcoming = await screen.findByRole('article', { name: 'Session with Rahul Verma' });
    expect(upcoming).toHaveTextContent('Mon, 9 Mar, 2026, 6:30 pm IST to 7:00 pm IST');
    expect(upcoming).toHaveTextContent('9:00 am GMT-4 for Rahul Verma');
    expect(within(upcoming).getByRole('link', { name: /join meeting/i })).toHaveAttribute(
      'href',
      'https://meet.example.com/rahul',
    );
    expect(screen.getByRole('tab', { name: 'Upcoming 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('article', { name: 'Session with Meera Nair' })).not.toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: /no-show/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past 1' }));
    const past = card('Session with Meera Nair');
    expect(past).toHaveTextContent('Cancelled by alumni');
    expect(past).toHaveTextContent('I am travelling that week.');
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a reason before cancelling, then cancels with it', async () => {
    const session = createMentorSession({ alumni: rahul, start: '2026-03-10T13:00:00.000Z' });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      [`POST ${SESSIONS_API}/${session._id}/cancel`]: () =>
        jsonResponse(200, { success: true, message: M.cancelled, data: { ...session, status: 'cancelled' } }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);

    await user.click(await screen.findByRole('button', { name: 'Cancel session with Rahul Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel session' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText(M.cancelReasonRequired)).toBeVisible();
    expect(api.calls(`POST ${SESSIONS_API}/${session._id}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Exam moved to that day');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(M.cancelled)).toBeVisible();
    expect(api.bodies(`POST ${SESSIONS_API}/${session._id}/cancel`)).toEqual([
      { reason: 'Exam moved to that day' },
    ]);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const session = createMentorSession({ alumni: rahul, start: '2026-03-10T13:00:00.000Z' });
    mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      [`POST ${SESSIONS_API}/${session._id}/cancel`]: () =>
        jsonResponse(409, { message: M.cancelTooLate, code: 'CONFLICT' }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="student" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel session with Rahul Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel session' });
    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Something came up');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.cancelTooLate);
  });

  it('offers no cancel within the cut-off before the start', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          createMentorSession({
            alumni: rahul,
            start: '2026-03-09T11:00:00.000Z',
            end: '2026-03-09T11:30:00.000Z',
          }),
        ]),
    });
    renderWithClient(<MySessions viewerRole="student" />);
    const upcoming = await screen.findByRole('article', { name: 'Session with Rahul Verma' });
    expect(within(upcoming).queryByRole('button', { name: /cancel|reschedule/i })).not.toBeInTheDocument();
    expect(within(upcoming).getByRole('button', { name: /add .* to calendar/i })).toBeVisible();
    expect(upcoming).toHaveTextContent('It can no longer be cancelled');
  });

  it('says so when there are no sessions', async () => {
    mockApi({ [LIST]: () => jsonResponse(200, []) });
    renderWithClient(<MySessions viewerRole="student" />);
    expect(await screen.findByRole('heading', { name: 'No upcoming sessions' })).toBeVisible();
  });
});

describe('MySessions for an alumni', () => {
  beforeEach(() => setSession(createSession({ role: 'alumni', token: 'alumni-token' })));

  it('offers Mark no-show only once a session has started', async () => {
    const started = createMentorSession({
      student: asha,
      start: '2026-03-09T09:45:00.000Z',
      end: '2026-03-09T10:15:00.000Z',
      timeZone: 'Asia/Kolkata',
    });
    const later = createMentorSession({
      student: { _id: 'ravi', name: 'Ravi Kumar' },
      start: '2026-03-12T09:00:00.000Z',
      end: '2026-03-12T09:30:00.000Z',
      timeZone: 'Asia/Kolkata',
    });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [started, later]),
      [`POST ${SESSIONS_API}/${started._id}/no-show`]: () =>
        jsonResponse(200, {
          success: true,
          message: M.noShowMarked,
          data: { ...started, status: 'no_show' },
        }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);

    const now = await screen.findByRole('article', { name: 'Session with Asha Verma (student)' });
    // Same zone as the viewer: one time only.
    expect(now).toHaveTextContent('Mon, 9 Mar, 2026, 3:15 pm IST to 3:45 pm IST');
    expect(now).not.toHaveTextContent('availability zone');
    expect(
      within(card('Session with Ravi Kumar (student)')).queryByRole('button', { name: /no-show/i }),
    ).toBeNull();
    await user.click(within(now).getByRole('button', { name: 'Mark Asha Verma as a no-show' }));
    expect(await screen.findByText(M.noShowMarked)).toBeVisible();
    expect(api.calls(`POST ${SESSIONS_API}/${started._id}/no-show`)).toHaveLength(1);
  });

  it('says so when marking a no-show fails without a reason from the server', async () => {
    const started = createMentorSession({
      student: asha,
      start: '2026-03-09T09:45:00.000Z',
      end: '2026-03-09T10:15:00.000Z',
    });
    mockApi({
      [LIST]: () => jsonResponse(200, [started]),
      [`POST ${SESSIONS_API}/${started._id}/no-show`]: () => jsonResponse(500, {}),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);

    const session = await screen.findByRole('article', { name: 'Session with Asha Verma (student)' });
    await user.click(within(session).getByRole('button', { name: 'Mark Asha Verma as a no-show' }));
    expect(await screen.findByText(M.noShowFailed)).toBeVisible();
  });
});
