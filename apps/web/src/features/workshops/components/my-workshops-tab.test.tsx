import { type OwnerWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { API, createOwnerBooking, createOwnerWorkshop, inDays } from '@test/workshop-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { COMPLETE_PROMPT, earlyCompletePrompt } from './complete-workshop-dialog';
import { DELETE_PROMPT, MyWorkshopsTab } from './my-workshops-tab';
import { REJECT_PROMPT } from './owner-booking-item';

const W = WORKSHOP_MESSAGES;
const LIST = `GET ${API}/my-workshops`;

beforeAll(() => installDialogPolyfill());
beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const listOf = (workshops: OwnerWorkshop[]) => () => jsonResponse(200, { success: true, data: workshops });
const card = (title: string) => screen.getByRole('article', { name: title });
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('MyWorkshopsTab', () => {
  it('shows the stats and filters by the display status from the server', async () => {
    mockApi({
      [LIST]: listOf([
        createOwnerWorkshop({ title: 'Up A', bookings: [createOwnerBooking(), createOwnerBooking()] }),
        createOwnerWorkshop({ title: 'Up B' }),
        createOwnerWorkshop({
          title: 'Done',
          status: 'completed',
          bookings: [createOwnerBooking({ status: 'Completed' })],
        }),
        createOwnerWorkshop({ title: 'Gone', status: 'cancelled', isActive: false }),
      ]),
    });
    const { user } = renderWithClient(<MyWorkshopsTab />);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(stat('Total workshops')).toHaveTextContent('4');
    expect(stat('Upcoming')).toHaveTextContent('2');
    expect(stat('Completed')).toHaveTextContent('1');
    expect(stat('Total bookings')).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: /^Completed/ }));
    expect(screen.getByRole('button', { name: /^Completed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // Copying the link is not an action.
    const ACTION = /^(?!Copy meeting link)/;
    expect(within(card('Done')).queryByRole('button', { name: ACTION })).not.toBeInTheDocument();
    expect(within(card('Done')).getByText(/this workshop is completed/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Cancelled/ }));
    expect(within(card('Gone')).queryByRole('button', { name: ACTION })).not.toBeInTheDocument();
    expect(within(card('Gone')).getByText(/was cancelled/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Upcoming/ }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      within(card('Up A')).getByRole('button', { name: /^Manage Bookings.*for Up A$/ }),
    ).toBeInTheDocument();
    expect(within(card('Up B')).queryByRole('button', { name: /manage bookings/i })).not.toBeInTheDocument();
    expect(within(card('Up B')).getByRole('button', { name: 'Edit Up B' })).toBeInTheDocument();
    expect(within(card('Up B')).getByRole('button', { name: 'Delete Up B' })).toBeInTheDocument();
  });

  it("counts a completed workshop's attendees as 'Attended', and says who was mailed about a cancellation", async () => {
    mockApi({
      [LIST]: listOf([
        createOwnerWorkshop({
          title: 'Done',
          status: 'completed',
          isMarkedCompleted: true,
          maxParticipants: 2,
          bookings: [
            createOwnerBooking({ status: 'Completed' }),
            createOwnerBooking({ status: 'Completed' }),
          ],
        }),
        createOwnerWorkshop({
          title: 'Booked then cancelled',
          status: 'cancelled',
          isActive: false,
          bookings: [createOwnerBooking({ status: 'Cancelled' })],
        }),
        createOwnerWorkshop({ title: 'Never booked', status: 'cancelled', isActive: false }),
        createOwnerWorkshop({ title: 'Upcoming', bookings: [createOwnerBooking({ status: 'Confirmed' })] }),
      ]),
    });
    renderWithClient(<MyWorkshopsTab />);
    const fact = (title: string, label: string) =>
      within(card(title)).getByText(label, { selector: 'dt' }).nextElementSibling;

    await screen.findAllByRole('article');
    expect(fact('Done', 'Attended')).toHaveTextContent('2 of 2');
    expect(within(card('Done')).queryByText('Confirmed', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Upcoming', 'Confirmed')).toHaveTextContent('1 of 10');

    expect(
      within(card('Booked then cancelled')).getByText(/Booked students were told by email/),
    ).toBeInTheDocument();
    const unbooked = card('Never booked');
    expect(within(unbooked).getByText(/was cancelled before anyone booked it/)).toBeInTheDocument();
    expect(within(unbooked).queryByText(/told by email/)).not.toBeInTheDocument();
  });

  it('shows empty and failure states', async () => {
    const api = mockApi({ [LIST]: listOf([]) });
    renderWithClient(<MyWorkshopsTab />);
    expect(await screen.findByRole('heading', { name: 'No workshops yet' })).toBeInTheDocument();

    api.on(LIST, () => jsonResponse(500, {}));
    const other = renderWithClient(<MyWorkshopsTab />);
    expect(await within(other.container).findByRole('alert')).toHaveTextContent(W.fetchFailed);
  });

  it('offers Mark completed only with a confirmed booking, asks first, and says it is irreversible', async () => {
    const ready = createOwnerWorkshop({
      title: 'Ready',
      status: 'completed',
      scheduledDate: inDays(-1),
      bookings: [createOwnerBooking({ status: 'Confirmed' }), createOwnerBooking({ status: 'Pending' })],
    });
    const api = mockApi({
      [LIST]: listOf([
        ready,
        createOwnerWorkshop({ title: 'Only pending', bookings: [createOwnerBooking()] }),
      ]),
      [`PATCH ${API}/workshop/${ready._id}/complete`]: () =>
        jsonResponse(200, { success: true, message: W.completed }),
    });
    const { user } = renderWithClient(<MyWorkshopsTab />);
    await screen.findByRole('article', { name: 'Ready' });
    expect(
      within(card('Only pending')).queryByRole('button', { name: /mark completed/i }),
    ).not.toBeInTheDocument();
    // Past its start but not marked: only marking it opens feedback, so the card still offers it.
    expect(within(card('Ready')).getByText(/has taken place/)).toBeInTheDocument();

    await user.click(within(card('Ready')).getByRole('button', { name: /mark completed/i }));
    const dialog = screen.getByRole('dialog', { name: 'Mark workshop as completed' });
    expect(dialog).toHaveTextContent(COMPLETE_PROMPT);
    expect(dialog).not.toHaveTextContent(/early|scheduled for/i);

    api.on(LIST, listOf([{ ...ready, isMarkedCompleted: true }]));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText(W.completed)).toBeInTheDocument();
    expect(api.calls(`PATCH ${API}/workshop/${ready._id}/complete`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(card('Ready')).getByText(/this workshop is completed/i)).toBeInTheDocument(),
    );
    expect(within(card('Ready')).queryByRole('button', { name: /mark completed/i })).not.toBeInTheDocument();
  });

  it('before the start, says when the workshop is scheduled (in the viewer’s zone) and asks to complete it early', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    vi.useFakeTimers({ now: new Date('2026-11-28T06:00:00Z'), toFake: ['Date'] });
    try {
      const ready = createOwnerWorkshop({
        title: 'Ready',
        scheduledDate: '2026-12-01T12:30:00.000Z',
        bookings: [createOwnerBooking({ status: 'Confirmed' })],
      });
      const api = mockApi({
        [LIST]: listOf([ready]),
        [`PATCH ${API}/workshop/${ready._id}/complete`]: () =>
          jsonResponse(200, { success: true, message: W.completed }),
      });
      const { user } = renderWithClient(<MyWorkshopsTab />);
      await user.click(await screen.findByRole('button', { name: 'Mark completed: Ready' }));
      const dialog = screen.getByRole('dialog', { name: 'Mark workshop as completed' });
      expect(dialog).toHaveTextContent(earlyCompletePrompt('Tue, 1 Dec, 2026, 6:00 pm IST'));
      expect(dialog).not.toHaveTextContent(COMPLETE_PROMPT);
      expect(within(dialog).queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Complete early' }));
      expect(await screen.findByText(W.completed)).toBeInTheDocument();
      expect(api.calls(`PATCH ${API}/workshop/${ready._id}/complete`)).toHaveLength(1);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("shows the server's refusal to complete as a banner that clears after 3 s", async () => {
    const ready = createOwnerWorkshop({
      title: 'Ready',
      bookings: [createOwnerBooking({ status: 'Confirmed' })],
    });
    mockApi({
      [LIST]: listOf([ready]),
      [`PATCH ${API}/workshop/${ready._id}/complete`]: () =>
        jsonResponse(422, { message: W.completeNeedsConfirmed, code: 'UNPROCESSABLE' }),
    });
    const { user } = renderWithClient(<MyWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: /mark completed/i }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Complete early' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(W.completeNeedsConfirmed);
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText(W.completeNeedsConfirmed)).not.toBeInTheDocument());
  });

  it('deletes after confirmation', async () => {
    const workshop = createOwnerWorkshop({ title: 'Doomed' });
    const api = mockApi({
      [LIST]: listOf([workshop]),
      [`DELETE ${API}/workshop/${workshop._id}`]: () =>
        jsonResponse(200, { success: true, message: W.deleted }),
    });
    const { user } = renderWithClient(<MyWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Doomed' }));
    expect(screen.getByRole('dialog', { name: 'Delete workshop' })).toHaveTextContent(DELETE_PROMPT);
    await user.click(screen.getByRole('button', { name: 'Delete workshop' }));
    expect(await screen.findByText(W.deleted)).toBeInTheDocument();
    expect(api.calls(`DELETE ${API}/workshop/${workshop._id}`)).toHaveLength(1);
  });

  it("updates the meeting link, refusing an empty one with the spec's message", async () => {
    const workshop = createOwnerWorkshop({ title: 'Linked', meetingLink: null });
    const api = mockApi({
      [LIST]: listOf([workshop]),
      [`PATCH ${API}/workshop/${workshop._id}/meeting-link`]: () =>
        jsonResponse(200, { success: true, message: W.meetingLinkSaved }),
    });
    const { user } = renderWithClient(<MyWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: 'Meeting link for Linked' }));
    const dialog = screen.getByRole('dialog', { name: 'Add meeting link' });
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(within(dialog).getByText(W.meetingLinkInvalid)).toBeInTheDocument();
    expect(api.calls(`PATCH ${API}/workshop/${workshop._id}/meeting-link`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/meeting link/i), 'https://meet.example.com/new');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(W.meetingLinkSaved)).toBeInTheDocument();
    expect(api.calls(`PATCH ${API}/workshop/${workshop._id}/meeting-link`)[0]!.body).toEqual({
      meetingLink: 'https://meet.example.com/new',
    });
  });
});

describe('Manage Bookings', () => {
  async function openManage(workshop: OwnerWorkshop, extra: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({ [LIST]: listOf([workshop]), ...extra });
    const view = renderWithClient(<MyWorkshopsTab />);
    await view.user.click(
      await screen.findByRole('button', { name: new RegExp(`^Manage Bookings.*for ${workshop.title}$`) }),
    );
    return { ...view, api, dialog: screen.getByRole('dialog', { name: 'Manage Bookings' }) };
  }

  it('warns when 3 or fewer places remain, and says fully booked at 0', async () => {
    const confirmed = () => createOwnerBooking({ status: 'Confirmed' });
    const low = createOwnerWorkshop({
      title: 'Low',
      maxParticipants: 5,
      bookings: [confirmed(), confirmed(), confirmed(), createOwnerBooking({ studentName: 'Meera' })],
    });
    const first = await openManage(low);
    expect(within(first.dialog).getByText('Only 2 spots left')).toBeInTheDocument();
    expect(within(first.dialog).getByRole('button', { name: 'Accept Meera' })).toBeEnabled();
    first.unmount();

    const roomy = createOwnerWorkshop({ title: 'Roomy', maxParticipants: 10, bookings: [confirmed()] });
    const second = await openManage(roomy);
    expect(within(second.dialog).queryByText(/^Only \d+ spots? left$/)).not.toBeInTheDocument();
    expect(within(second.dialog).getByText(/9 spots left/)).toBeInTheDocument();
    second.unmount();

    const full = createOwnerWorkshop({
      title: 'Full',
      maxParticipants: 1,
      bookings: [confirmed(), createOwnerBooking({ studentName: 'Late' })],
    });
    const third = await openManage(full);
    expect(within(third.dialog).getByText('Fully booked')).toBeInTheDocument();
    expect(within(third.dialog).getByRole('button', { name: 'Accept Late' })).toBeDisabled();
  });

  it('accepts with a meeting link prefilled from the workshop; a confirmed booking shows only its mark', async () => {
    const pending = createOwnerBooking({
      studentName: 'Meera',
      studentEmail: 'meera@example.edu',
      notes: 'Hi!',
    });
    const workshop = createOwnerWorkshop({
      title: 'Clinic',
      meetingLink: 'https://meet.example.com/clinic',
      bookings: [pending, createOwnerBooking({ studentName: 'Ravi', status: 'Confirmed' })],
    });
    const url = `PUT ${API}/workshop/${workshop._id}/booking/${pending._id}`;
    const { dialog, user, api } = await openManage(workshop, {
      [url]: () => jsonResponse(200, { success: true, message: W.confirmed }),
    });
    expect(within(dialog).getByText('meera@example.edu')).toBeInTheDocument();
    expect(within(dialog).getByText('Hi!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept Ravi' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Accept Meera' }));
    const link = within(dialog).getByLabelText('Meeting link for this student');
    expect(link).toHaveValue('https://meet.example.com/clinic');
    expect(link).toHaveFocus();
    await user.clear(link);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(within(dialog).getByText(W.meetingLinkInvalid)).toBeInTheDocument();

    await user.type(link, 'https://meet.example.com/meera');
    api.on(
      LIST,
      listOf([
        { ...workshop, bookings: workshop.bookings.map((b) => ({ ...b, status: 'Confirmed' as const })) },
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText(W.confirmed)).toBeInTheDocument();
    expect(api.calls(url)[0]!.body).toEqual({
      status: 'Confirmed',
      meetingLink: 'https://meet.example.com/meera',
    });
    await waitFor(() => expect(within(dialog).getAllByText('Confirmed')).toHaveLength(2));
  });

  it('rejects after asking, and shows a refusal', async () => {
    const pending = createOwnerBooking({ studentName: 'Meera' });
    const workshop = createOwnerWorkshop({ title: 'Clinic', bookings: [pending] });
    const url = `PUT ${API}/workshop/${workshop._id}/booking/${pending._id}`;
    const { dialog, user, api } = await openManage(workshop, {
      [url]: () => jsonResponse(409, { message: W.bookingNotPending, code: 'CONFLICT' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Meera' }));
    expect(within(dialog).getByText(REJECT_PROMPT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(W.bookingNotPending);
    expect(api.calls(url)[0]!.body).toEqual({ status: 'Cancelled' });
  });
});
