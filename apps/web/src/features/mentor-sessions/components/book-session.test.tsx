import { MENTOR_SESSION_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createMentorSession, createSlots, SESSIONS_API } from '@test/mentor-session-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { BookSession } from './book-session';

const SLOTS = `GET ${SESSIONS_API}/slots/rahul`;
const BOOK = `POST ${SESSIONS_API}`;

/** 09:00 in New York on the Friday before the US clocks change (EST) and on the Monday after (EDT). */
const BEFORE_DST = { start: '2026-03-06T14:00:00.000Z', end: '2026-03-06T14:30:00.000Z' };
const AFTER_DST = { start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T13:30:00.000Z' };
/** 22:30 in New York is the next morning in India. */
const LATE = { start: '2026-03-10T02:30:00.000Z', end: '2026-03-10T03:00:00.000Z' };

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});
beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));
afterEach(() => vi.unstubAllGlobals());

function renderBooking() {
  return renderWithClient(<BookSession mentorshipId="request-1" alumniId="rahul" alumniName="Rahul Verma" />);
}

const day = (label: string) => screen.getByRole('group', { name: label });
/** One day's times show at a time: its button shows them. */
const openDay = async (user: { click: (element: Element) => Promise<void> }, label: string) => {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${label}`) }));
  return day(label);
};

describe('BookSession', () => {
  it('shows each slot in the student’s zone with the mentor’s beside it, across the DST change', async () => {
    mockApi({ [SLOTS]: () => jsonResponse(200, createSlots({ slots: [BEFORE_DST, AFTER_DST, LATE] })) });
    const { user } = renderBooking();

    const friday = await screen.findByRole('group', { name: 'Friday, 6 Mar 2026' });
    expect(
      within(friday).getByRole('radio', { name: '7:30 pm IST, 9:00 am GMT-5 for Rahul Verma' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Friday, 6 Mar 2026 1 time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(await openDay(user, 'Monday, 9 Mar 2026')).getByRole('radio', {
        name: '6:30 pm IST, 9:00 am GMT-4 for Rahul Verma',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Friday, 6 Mar 2026' })).not.toBeInTheDocument();
    // The student's Tuesday morning is still Monday evening for the mentor.
    expect(
      within(await openDay(user, 'Tuesday, 10 Mar 2026')).getByRole('radio', {
        name: '8:00 am IST, 10:30 pm GMT-4, 9 Mar 2026 for Rahul Verma',
      }),
    ).toBeVisible();
    expect(screen.getByText(/Times are in your time zone \(IST\), with Rahul Verma’s \(GMT-/)).toBeVisible();
  });

  it('books the chosen slot once, with an Idempotency-Key, and says so', async () => {
    const api = mockApi({
      [SLOTS]: () => jsonResponse(200, createSlots({ slots: [BEFORE_DST, AFTER_DST] })),
      [BOOK]: () =>
        jsonResponse(201, {
          success: true,
          message: MENTOR_SESSION_MESSAGES.booked,
          data: createMentorSession({ ...AFTER_DST, alumni: { _id: 'rahul', name: 'Rahul Verma' } }),
        }),
    });
    const { user } = renderBooking();

    const confirm = await screen.findByRole('button', { name: 'Confirm booking' });
    expect(confirm).toBeDisabled();
    await openDay(user, 'Monday, 9 Mar 2026');
    await user.click(screen.getByRole('radio', { name: /^6:30 pm IST/ }));
    expect(
      screen.getByText('Chosen: Mon, 9 Mar, 2026, 6:30 pm IST (9:00 am GMT-4 for Rahul Verma)'),
    ).toBeVisible();
    await user.click(confirm);

    expect(await screen.findByText(MENTOR_SESSION_MESSAGES.booked)).toBeVisible();
    expect(screen.getByText('Mon, 9 Mar, 2026, 6:30 pm IST (9:00 am GMT-4 for Rahul Verma).')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See my sessions' })).toHaveAttribute('href', '/sessions');
    const calls = api.calls(BOOK);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ mentorshipId: 'request-1', start: AFTER_DST.start });
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
  });

  it('shows the server’s message on a 409 and offers the refreshed slots', async () => {
    let slotReads = 0;
    const api = mockApi({
      [SLOTS]: () => {
        slotReads += 1;
        return jsonResponse(
          200,
          createSlots({ slots: slotReads === 1 ? [BEFORE_DST, AFTER_DST] : [BEFORE_DST] }),
        );
      },
      [BOOK]: () => jsonResponse(409, { message: MENTOR_SESSION_MESSAGES.slotTaken, code: 'CONFLICT' }),
    });
    const { user } = renderBooking();

    await openDay(user, 'Monday, 9 Mar 2026');
    await user.click(await screen.findByRole('radio', { name: /^6:30 pm IST/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MENTOR_SESSION_MESSAGES.slotTaken);
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /^6:30 pm IST/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: /^7:30 pm IST/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(api.calls(SLOTS).length).toBe(2);
  });

  it('books a slot that came free again after a refusal under a new Idempotency-Key', async () => {
    let bookings = 0;
    const api = mockApi({
      [SLOTS]: () => jsonResponse(200, createSlots({ slots: [BEFORE_DST, AFTER_DST] })),
      [BOOK]: () => {
        bookings += 1;
        return bookings === 1
          ? jsonResponse(409, { message: MENTOR_SESSION_MESSAGES.slotTaken, code: 'CONFLICT' })
          : jsonResponse(201, {
              success: true,
              message: MENTOR_SESSION_MESSAGES.booked,
              data: createMentorSession({ ...AFTER_DST, alumni: { _id: 'rahul', name: 'Rahul Verma' } }),
            });
      },
    });
    const { user } = renderBooking();

    await openDay(user, 'Monday, 9 Mar 2026');
    await user.click(await screen.findByRole('radio', { name: /^6:30 pm IST/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENTOR_SESSION_MESSAGES.slotTaken);
    await user.click(await screen.findByRole('radio', { name: /^6:30 pm IST/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText(MENTOR_SESSION_MESSAGES.booked)).toBeVisible();
    const [first, second] = api.calls(BOOK);
    expect(first!.body).toEqual(second!.body);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('says so when the mentor has no free slots', async () => {
    mockApi({ [SLOTS]: () => jsonResponse(200, createSlots({ slots: [] })) });
    renderBooking();
    expect(await screen.findByRole('heading', { name: MENTOR_SESSION_MESSAGES.noSlots })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
  });

  it('shows why the slots could not be loaded', async () => {
    mockApi({
      [SLOTS]: () =>
        jsonResponse(403, { message: MENTOR_SESSION_MESSAGES.noAcceptedMentorship, code: 'FORBIDDEN' }),
    });
    renderBooking();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENTOR_SESSION_MESSAGES.noAcceptedMentorship);
  });
});
