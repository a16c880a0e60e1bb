import { WAITLIST_MESSAGES, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import {
  API,
  createOwnerBooking,
  createOwnerWorkshop,
  createStudentBooking,
  createStudentWorkshop,
  createWaitlistEntry,
  inDays,
} from '@test/workshop-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { formatDateTime } from '../format';
import { BrowseWorkshopsTab } from './browse-workshops-tab';
import { MyBookingsTab } from './my-bookings-tab';
import { MyWorkshopsTab } from './my-workshops-tab';

const LIST = `GET ${API}/workshops`;
const WAITLISTS = `GET ${API}/my-waitlists`;

beforeAll(() => installDialogPolyfill());
afterEach(() => vi.unstubAllGlobals());

const listed =
  (...workshops: ReturnType<typeof createStudentWorkshop>[]) =>
  () =>
    jsonResponse(200, { success: true, data: workshops }, { 'X-Total-Count': String(workshops.length) });
const waitlists =
  (...entries: ReturnType<typeof createWaitlistEntry>[]) =>
  () =>
    jsonResponse(200, { success: true, data: entries });

describe('waitlist states for students', () => {
  beforeEach(() => setSession(createSession({ role: 'student' })));

  it('joins a full workshop’s waitlist and then shows the position with Leave waitlist', async () => {
    const full = createStudentWorkshop({ title: 'Full One', availableSlots: 0 });
    const api = mockApi({
      [LIST]: listed(full),
      [WAITLISTS]: waitlists(),
      [`POST ${API}/workshop/${full._id}/waitlist`]: () =>
        jsonResponse(201, {
          success: true,
          message: 'You are number 3 on the waitlist',
          data: { _id: 'e1', position: 3 },
        }),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    const card = await screen.findByRole('article', { name: 'Full One' });
    api.on(WAITLISTS, waitlists(createWaitlistEntry({ workshopId: full._id, position: 3 })));
    await user.click(within(card).getByRole('button', { name: 'Join waitlist of Full One' }));
    expect(await screen.findByText('You are number 3 on the waitlist')).toBeInTheDocument();
    expect(api.calls(`POST ${API}/workshop/${full._id}/waitlist`)).toHaveLength(1);
    expect(await within(card).findByText('Waitlisted — position 3')).toBeInTheDocument();

    api.on(`DELETE ${API}/workshop/${full._id}/waitlist`, () =>
      jsonResponse(200, { success: true, message: WAITLIST_MESSAGES.left }),
    );
    api.on(WAITLISTS, waitlists());
    await user.click(within(card).getByRole('button', { name: 'Leave waitlist of Full One' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Join waitlist of Full One' })).toBeInTheDocument(),
    );
  });

  it('shows a held seat with its expiry, and takes or declines it', async () => {
    const held = createStudentWorkshop({ title: 'Held One', availableSlots: 0 });
    const other = createStudentWorkshop({ title: 'Other Held', availableSlots: 0 });
    const until = inDays(0.5);
    const api = mockApi({
      [LIST]: listed(held, other),
      [WAITLISTS]: waitlists(
        createWaitlistEntry({
          workshopId: held._id,
          status: 'Offered',
          position: null,
          offerExpiresAt: until,
        }),
        createWaitlistEntry({
          workshopId: other._id,
          status: 'Offered',
          position: null,
          offerExpiresAt: until,
        }),
      ),
      [`POST ${API}/workshop/${held._id}/waitlist/accept`]: () =>
        jsonResponse(201, {
          success: true,
          message: WAITLIST_MESSAGES.accepted,
          data: { _id: 'b1', status: 'Confirmed' },
        }),
      [`POST ${API}/workshop/${other._id}/waitlist/decline`]: () =>
        jsonResponse(409, { message: WAITLIST_MESSAGES.offerExpired, code: 'CONFLICT' }),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    const card = await screen.findByRole('article', { name: 'Held One' });
    expect(
      await within(card).findByText(`A seat is held for you until ${formatDateTime(until)}`),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Take seat in Held One' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.accepted)).toBeInTheDocument();
    expect(api.calls(`POST ${API}/workshop/${held._id}/waitlist/accept`)).toHaveLength(1);

    const second = screen.getByRole('article', { name: 'Other Held' });
    await user.click(within(second).getByRole('button', { name: 'Decline seat in Other Held' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.offerExpired)).toBeInTheDocument();
  });

  it('lists the waitlists beside the bookings, where the held seat can be taken', async () => {
    const until = inDays(0.25);
    const offered = createWaitlistEntry({
      workshopTitle: 'Held Seat',
      status: 'Offered',
      position: null,
      offerExpiresAt: until,
    });
    const waiting = createWaitlistEntry({ workshopTitle: 'In Queue', position: 4 });
    const accept = `POST ${API}/workshop/${offered.workshopId}/waitlist/accept`;
    const api = mockApi({
      [`GET ${API}/my-bookings`]: () => jsonResponse(200, { success: true, data: [] }),
      [WAITLISTS]: waitlists(offered, waiting),
      [accept]: () =>
        jsonResponse(201, {
          success: true,
          message: WAITLIST_MESSAGES.accepted,
          data: { _id: 'b2', status: 'Confirmed' },
        }),
    });
    const { user } = renderWithClient(<MyBookingsTab />);
    const section = await screen.findByRole('region', { name: 'My Waitlists' });
    const held = within(section).getByRole('article', { name: 'Held Seat' });
    expect(held).toHaveTextContent(`A seat is held for you until ${formatDateTime(until)}`);
    expect(within(section).getByRole('article', { name: 'In Queue' })).toHaveTextContent(
      'Waitlisted — position 4',
    );
    await user.click(within(held).getByRole('button', { name: 'Take seat in Held Seat' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.accepted)).toBeInTheDocument();
    expect(api.calls(accept)).toHaveLength(1);
  });

  it('disables Cancel booking inside the cut-off, with the reason', async () => {
    const reason = 'Bookings cannot be cancelled within 2 hours of the start';
    const late = createStudentBooking({
      workshopTitle: 'Starting Soon',
      status: 'Confirmed',
      canCancel: false,
      cancelBlockedReason: reason,
    });
    mockApi({ [`GET ${API}/my-bookings`]: () => jsonResponse(200, { success: true, data: [late] }) });
    renderWithClient(<MyBookingsTab />);
    const card = await screen.findByRole('article', { name: 'Starting Soon' });
    const button = within(card).getByRole('button', { name: /cancel booking/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });
});

describe('attendance for hosts', () => {
  beforeEach(() => setSession(createSession({ role: 'alumni' })));

  it('marks a no-show when completing, and shows earlier no-shows on bookings', async () => {
    const came = createOwnerBooking({ status: 'Confirmed', studentName: 'Asha' });
    const absent = createOwnerBooking({ status: 'Confirmed', studentName: 'Ravi' });
    const repeat = createOwnerBooking({ status: 'Pending', studentName: 'Meera', noShowCount: 2 });
    // Attendance is taken once it has happened: past its start, not yet marked completed.
    const workshop = createOwnerWorkshop({
      title: 'Ready',
      status: 'completed',
      scheduledDate: inDays(-1),
      bookings: [came, absent],
    });
    const later = createOwnerWorkshop({ title: 'Later', bookings: [repeat] });
    const complete = `PATCH ${API}/workshop/${workshop._id}/complete`;
    const api = mockApi({
      [`GET ${API}/my-workshops`]: () => jsonResponse(200, { success: true, data: [workshop, later] }),
      [complete]: () => jsonResponse(200, { success: true, message: WORKSHOP_MESSAGES.completed }),
    });
    const { user } = renderWithClient(<MyWorkshopsTab />);
    const card = await screen.findByRole('article', { name: 'Ready' });
    await user.click(within(card).getByRole('button', { name: /mark completed/i }));
    const dialog = screen.getByRole('dialog', { name: 'Mark workshop as completed' });
    const attendance = within(dialog).getByRole('group', { name: 'Attendance' });
    expect(within(attendance).getByRole('checkbox', { name: /Asha/ })).toBeChecked();
    await user.click(within(attendance).getByRole('checkbox', { name: /Ravi/ }));
    expect(within(attendance).getByRole('checkbox', { name: /Ravi/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText(WORKSHOP_MESSAGES.completed)).toBeInTheDocument();
    expect(api.calls(complete)[0]!.body).toEqual({
      attendance: [{ bookingId: absent._id, status: 'no-show' }],
    });

    await user.click(
      within(screen.getByRole('article', { name: 'Later' })).getByRole('button', {
        name: /manage bookings/i,
      }),
    );
    expect(await screen.findByText('2 earlier no-shows')).toBeInTheDocument();
  });
});
