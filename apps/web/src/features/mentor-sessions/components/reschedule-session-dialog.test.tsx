import { MENTOR_SESSION_MESSAGES as M } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createMentorSession, createSlots, SESSIONS_API } from '@test/mentor-session-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MySessions } from './my-sessions';

const NOW = new Date('2026-03-09T10:00:00.000Z');
const rahul = { _id: 'rahul', name: 'Rahul Verma' };
const session = createMentorSession({
  alumni: rahul,
  start: '2026-03-10T13:00:00.000Z',
  end: '2026-03-10T13:30:00.000Z',
});
const NEW_START = '2026-03-11T13:00:00.000Z';
const SLOTS = `GET ${SESSIONS_API}/slots/rahul`;
const MOVE = `POST ${SESSIONS_API}/${session._id}/reschedule`;

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
  setSession(createSession({ role: 'student', token: 'student-token' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slots = () =>
  jsonResponse(
    200,
    createSlots({
      alumni: rahul,
      slots: [
        { start: session.start, end: session.end },
        { start: NEW_START, end: '2026-03-11T13:30:00.000Z' },
      ],
    }),
  );

async function openDialog() {
  const rendered = renderWithClient(<MySessions viewerRole="student" />);
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Reschedule session with Rahul Verma' }),
  );
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Reschedule session' }) };
}

describe('RescheduleSessionDialog', () => {
  it('offers the slots with the session’s own time counted free, and needs a new time and a reason', async () => {
    const api = mockApi({
      [`GET ${SESSIONS_API}`]: () => jsonResponse(200, [session]),
      [SLOTS]: slots,
      [MOVE]: () =>
        jsonResponse(200, {
          success: true,
          message: M.rescheduled,
          data: { ...session, start: NEW_START, rescheduledBy: 'student', rescheduleReason: 'Exam moved' },
        }),
    });
    const { user, dialog } = await openDialog();

    // The current time is not offered as a new one.
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(api.calls(SLOTS)[0]!.url).toContain(`?session=${session._id}`);

    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(M.rescheduleReasonRequired)).toBeVisible();
    expect(api.calls(MOVE)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Exam moved');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(M.startInvalid)).toBeVisible();
    expect(api.calls(MOVE)).toHaveLength(0);

    await user.click(radios[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(M.rescheduled)).toBeVisible();
    expect(api.bodies(MOVE)).toEqual([{ start: NEW_START, reason: 'Exam moved' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal inside the dialog', async () => {
    mockApi({
      [`GET ${SESSIONS_API}`]: () => jsonResponse(200, [session]),
      [SLOTS]: slots,
      [MOVE]: () => jsonResponse(409, { message: M.slotTaken, code: 'CONFLICT' }),
    });
    const { user, dialog } = await openDialog();
    await user.click((await within(dialog).findAllByRole('radio'))[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Clash');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.slotTaken);
  });

  it('downloads the calendar file with the bearer token', async () => {
    const api = mockApi({
      [`GET ${SESSIONS_API}`]: () => jsonResponse(200, [session]),
      [`GET ${SESSIONS_API}/${session._id}/calendar.ics`]: () =>
        new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'Content-Type': 'text/calendar' } }),
    });
    // jsdom has no Blob URLs.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:session');
    URL.revokeObjectURL = revokeObjectURL;
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithClient(<MySessions viewerRole="student" />);
    await user.click(await screen.findByRole('button', { name: 'Add session with Rahul Verma to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('calendar.ics'))!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer student-token');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:session'));
    click.mockRestore();
  });
});
