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
const asha = { _id: 'asha', name: 'Asha Verma' };
const rahul = { _id: 'rahul', name: 'Rahul Verma' };
const OPEN = 'Set meeting link for session with Asha Verma';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const upcoming = (overrides = {}) =>
  createMentorSession({
    student: asha,
    alumni: rahul,
    start: '2026-03-12T09:00:00.000Z',
    end: '2026-03-12T09:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    meetingLink: 'https://meet.example.com/default',
    ...overrides,
  });

describe('Set meeting link, for the alumni', () => {
  beforeEach(() => setSession(createSession({ role: 'alumni', token: 'alumni-token' })));

  it('checks the link as the server does, then saves it and says so', async () => {
    const session = upcoming();
    const path = `PATCH ${SESSIONS_API}/${session._id}/meeting-link`;
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      [path]: ({ body }) =>
        jsonResponse(200, {
          success: true,
          message: M.meetingLinkSaved,
          data: { ...session, meetingLink: (body as { meetingLink: string }).meetingLink },
        }),
    });
    const { user, client } = renderWithClient(<MySessions viewerRole="alumni" />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await user.click(await screen.findByRole('button', { name: OPEN }));
    const dialog = screen.getByRole('dialog', { name: 'Set meeting link' });
    expect(dialog).toHaveTextContent('With Asha Verma');
    const field = within(dialog).getByRole('textbox', { name: /meeting link/i });
    expect(field).toHaveValue('https://meet.example.com/default');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'zoom me in the lab');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText(M.meetingLinkInvalid)).toBeVisible();
    expect(api.calls(path)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'https://zoom.example.com/j/42');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(M.meetingLinkSaved)).toBeVisible();
    expect(api.bodies(path)).toEqual([{ meetingLink: 'https://zoom.example.com/j/42' }]);
    expect(screen.queryByRole('dialog', { name: 'Set meeting link' })).not.toBeInTheDocument();
    // Mentorship spaces list the session's link too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['mentorship-space'] });
  });

  it('sends null for an empty field: back to the default link', async () => {
    const session = upcoming();
    const path = `PATCH ${SESSIONS_API}/${session._id}/meeting-link`;
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      [path]: () => jsonResponse(200, { success: true, message: M.meetingLinkCleared, data: session }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);
    await user.click(await screen.findByRole('button', { name: OPEN }));
    const dialog = screen.getByRole('dialog', { name: 'Set meeting link' });
    await user.clear(within(dialog).getByRole('textbox', { name: /meeting link/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(M.meetingLinkCleared)).toBeVisible();
    expect(api.bodies(path)).toEqual([{ meetingLink: null }]);
  });

  it('shows the server’s refusal inside the dialog and closes with Escape', async () => {
    const session = upcoming();
    mockApi({
      [LIST]: () => jsonResponse(200, [session]),
      [`PATCH ${SESSIONS_API}/${session._id}/meeting-link`]: () =>
        jsonResponse(422, { message: M.meetingLinkNotBooked, code: 'UNPROCESSABLE' }),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);
    const opener = await screen.findByRole('button', { name: OPEN });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Set meeting link' });
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.meetingLinkNotBooked);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Set meeting link' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is offered only on booked sessions that have not ended', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          upcoming({ student: { _id: 'ravi', name: 'Ravi Kumar' }, status: 'cancelled' }),
          upcoming({
            student: { _id: 'meera', name: 'Meera Nair' },
            start: '2026-03-02T09:00:00.000Z',
            end: '2026-03-02T09:30:00.000Z',
          }),
          upcoming(),
        ]),
    });
    const { user } = renderWithClient(<MySessions viewerRole="alumni" />);
    expect(await screen.findByRole('button', { name: OPEN })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Past/ }));
    expect(screen.getByRole('article', { name: 'Session with Ravi Kumar (student)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /set meeting link/i })).not.toBeInTheDocument();
  });
});

describe('the student’s card', () => {
  beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));

  it('shows the session’s link and offers no way to change it', async () => {
    mockApi({
      [LIST]: () => jsonResponse(200, [upcoming({ meetingLink: 'https://zoom.example.com/j/42' })]),
    });
    renderWithClient(<MySessions viewerRole="student" />);
    const card = await screen.findByRole('article', { name: 'Session with Rahul Verma' });
    expect(within(card).getByRole('link', { name: /join meeting/i })).toHaveAttribute(
      'href',
      'https://zoom.example.com/j/42',
    );
    expect(within(card).queryByRole('button', { name: /meeting link/i })).not.toBeInTheDocument();
  });
});
