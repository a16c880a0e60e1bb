import { WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { API, createStudentBooking } from '@test/workshop-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { RATING_REQUIRED } from './feedback-dialog';
import { MyBookingsTab } from './my-bookings-tab';

const LIST = `GET ${API}/my-bookings`;

beforeAll(() => installDialogPolyfill());
beforeEach(() => setSession(createSession({ role: 'student', token: 'student-token' })));
afterEach(() => vi.unstubAllGlobals());

const card = (title: string) => screen.getByRole('article', { name: title });
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('MyBookingsTab', () => {
  it('counts total, pending, confirmed and completed bookings', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            createStudentBooking({ status: 'Pending' }),
            createStudentBooking({ status: 'Pending' }),
            createStudentBooking({ status: 'Confirmed', meetingLink: 'https://meet.example.com/a' }),
            createStudentBooking({ status: 'Completed', canCancel: false }),
            createStudentBooking({ status: 'Cancelled', canCancel: false }),
          ],
        }),
    });
    renderWithClient(<MyBookingsTab />);
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(stat('Total')).toHaveTextContent('5');
    expect(stat('Pending')).toHaveTextContent('2');
    expect(stat('Confirmed')).toHaveTextContent('1');
    expect(stat('Completed')).toHaveTextContent('1');
  });

  it('shows the meeting link only for a confirmed booking with a link, with Add to calendar', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            createStudentBooking({
              workshopTitle: 'Confirmed',
              status: 'Confirmed',
              meetingLink: 'https://meet.example.com/yes',
              notes: 'See you there',
            }),
            createStudentBooking({
              workshopTitle: 'Pending',
              status: 'Pending',
              meetingLink: 'https://meet.example.com/no',
            }),
            createStudentBooking({ workshopTitle: 'No link', status: 'Confirmed', meetingLink: null }),
          ],
        }),
    });
    renderWithClient(<MyBookingsTab />);
    const confirmed = await screen.findByRole('article', { name: 'Confirmed' });
    const meeting = within(confirmed).getByRole('link', { name: /join meeting/i });
    expect(meeting).toHaveAttribute('href', 'https://meet.example.com/yes');
    expect(meeting).toHaveAttribute('title', 'https://meet.example.com/yes');
    expect(within(confirmed).getByRole('button', { name: 'Copy join meeting address' })).toBeInTheDocument();
    expect(within(confirmed).getByText('See you there')).toBeInTheDocument();
    expect(within(confirmed).getByRole('button', { name: 'Add Confirmed to calendar' })).toBeInTheDocument();
    expect(within(card('Pending')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Pending')).queryByRole('button', { name: /calendar/i })).not.toBeInTheDocument();
    expect(within(card('No link')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('downloads the calendar file with the bearer token', async () => {
    const booking = createStudentBooking({ workshopTitle: 'System Design', status: 'Confirmed' });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, { success: true, data: [booking] }),
      [`GET ${API}/my-bookings/${booking._id}/calendar.ics`]: () =>
        new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'Content-Type': 'text/calendar' } }),
    });
    // jsdom has no Blob URLs.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:calendar');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithClient(<MyBookingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add System Design to calendar' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('calendar.ics'))!;
    expect(init!.headers as Record<string, string>).toHaveProperty('Authorization', 'Bearer student-token');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer student-token');
    expect(createObjectURL).toHaveBeenCalled();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:calendar'));
  });

  it('cancels after confirmation and says so', async () => {
    const booking = createStudentBooking({
      workshopTitle: 'System Design',
      status: 'Pending',
      canCancel: true,
    });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, { success: true, data: [booking] }),
      [`PATCH ${API}/my-bookings/${booking._id}/cancel`]: () =>
        jsonResponse(200, { success: true, message: WORKSHOP_MESSAGES.cancelled }),
    });
    const { user } = renderWithClient(<MyBookingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking for System Design' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel your booking');

    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(api.calls(`PATCH ${API}/my-bookings/${booking._id}/cancel`)).toHaveLength(0);

    api.on(LIST, () =>
      jsonResponse(200, { success: true, data: [{ ...booking, status: 'Cancelled', canCancel: false }] }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking for System Design' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(WORKSHOP_MESSAGES.cancelled)).toBeInTheDocument();
    expect(api.calls(`PATCH ${API}/my-bookings/${booking._id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(within(card('System Design')).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /cancel booking/i })).not.toBeInTheDocument();
  });

  it('offers no cancel when the server says it cannot be cancelled', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, {
          success: true,
          data: [createStudentBooking({ workshopTitle: 'Started', status: 'Confirmed', canCancel: false })],
        }),
    });
    renderWithClient(<MyBookingsTab />);
    await screen.findByRole('article', { name: 'Started' });
    expect(screen.queryByRole('button', { name: /cancel booking/i })).not.toBeInTheDocument();
  });

  it('takes feedback on a completed booking: 1 to 5 stars by keyboard and a comment', async () => {
    const booking = createStudentBooking({
      workshopTitle: 'Mock Interview',
      status: 'Completed',
      canCancel: false,
      hasFeedback: false,
    });
    const rated = createStudentBooking({
      workshopTitle: 'Rated',
      status: 'Completed',
      canCancel: false,
      hasFeedback: true,
    });
    const api = mockApi({
      [LIST]: () => jsonResponse(200, { success: true, data: [booking, rated] }),
      [`POST ${API}/feedback`]: () =>
        jsonResponse(201, { success: true, message: WORKSHOP_MESSAGES.feedbackThanks }),
    });
    const { user } = renderWithClient(<MyBookingsTab />);
    expect(
      await within(await screen.findByRole('article', { name: 'Rated' })).findByText(/you have rated/i),
    ).toBeInTheDocument();
    expect(within(card('Rated')).queryByRole('button', { name: 'Leave feedback' })).not.toBeInTheDocument();

    await user.click(within(card('Mock Interview')).getByRole('button', { name: 'Leave feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave feedback' });
    const stars = within(dialog).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(stars[0]).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    expect(within(dialog).getByText(RATING_REQUIRED)).toBeInTheDocument();
    expect(api.calls(`POST ${API}/feedback`)).toHaveLength(0);

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
    expect(within(dialog).queryByText(RATING_REQUIRED)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Really useful  ');
    expect(within(dialog).getByText('17/1000 characters')).toBeInTheDocument();

    api.on(LIST, () =>
      jsonResponse(200, { success: true, data: [{ ...booking, hasFeedback: true }, rated] }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    expect(await screen.findByText(WORKSHOP_MESSAGES.feedbackThanks)).toBeInTheDocument();
    expect(api.calls(`POST ${API}/feedback`)[0]!.body).toEqual({
      workshopId: booking.workshopId,
      rating: 4,
      comment: 'Really useful',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Leave feedback' })).not.toBeInTheDocument(),
    );
  });

  it('sends feedback once on a double click', async () => {
    const booking = createStudentBooking({ workshopTitle: 'Mock Interview', status: 'Completed' });
    const answer = deferred();
    const api = mockApi({
      [LIST]: () => jsonResponse(200, { success: true, data: [booking] }),
      [`POST ${API}/feedback`]: answer.handler,
    });
    const { user } = renderWithClient(<MyBookingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    await user.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    doubleClickAtOnce(screen.getByRole('button', { name: 'Submit feedback' }));
    answer.respond(jsonResponse(201, { success: true, message: WORKSHOP_MESSAGES.feedbackThanks }));
    expect(await screen.findByText(WORKSHOP_MESSAGES.feedbackThanks)).toBeInTheDocument();
    expect(api.calls(`POST ${API}/feedback`)).toHaveLength(1);
  });

  it("shows the server's refusal inside the feedback dialog", async () => {
    const booking = createStudentBooking({
      workshopTitle: 'Mock Interview',
      status: 'Completed',
      canCancel: false,
    });
    mockApi({
      [LIST]: () => jsonResponse(200, { success: true, data: [booking] }),
      [`POST ${API}/feedback`]: () =>
        jsonResponse(409, { message: WORKSHOP_MESSAGES.feedbackDuplicate, code: 'CONFLICT' }),
    });
    const { user } = renderWithClient(<MyBookingsTab />);
    await user.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    await user.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      WORKSHOP_MESSAGES.feedbackDuplicate,
    );
  });

  it('offers a jump to Browse Workshops when there are no bookings, and refreshes', async () => {
    const api = mockApi({ [LIST]: () => jsonResponse(200, { success: true, data: [] }) });
    const onBrowse = vi.fn();
    const { user } = renderWithClient(<MyBookingsTab onBrowse={onBrowse} />);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Workshops' }));
    expect(onBrowse).toHaveBeenCalledOnce();

    api.on(LIST, () =>
      jsonResponse(200, { success: true, data: [createStudentBooking({ workshopTitle: 'New' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'New' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    mockApi({ [LIST]: () => jsonResponse(500, { message: '', code: 'INTERNAL' }) });
    renderWithClient(<MyBookingsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your bookings');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
