import { type StudentWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi, type StubRequest } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { API, createStudentWorkshop } from '@test/workshop-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { BrowseWorkshopsTab } from './browse-workshops-tab';

const LIST = `GET ${API}/workshops`;

beforeAll(() => installDialogPolyfill());
beforeEach(() => setSession(createSession({ role: 'student' })));
afterEach(() => vi.unstubAllGlobals());

function listOf(all: StudentWorkshop[], matches: (q: string) => StudentWorkshop[] = () => all) {
  return ({ url }: StubRequest) => {
    const params = url.searchParams;
    const q = params.get('q') ?? '';
    const found = q ? matches(q) : all;
    const limit = Number(params.get('limit'));
    return jsonResponse(
      200,
      { success: true, data: found.slice(0, limit) },
      { 'X-Total-Count': String(found.length) },
    );
  };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('BrowseWorkshopsTab', () => {
  it('shows each card with its fallbacks: Flexible, Limited, Free and rupees', async () => {
    const flexible = createStudentWorkshop({
      title: 'Open Office Hours',
      duration: 0,
      availableSlots: undefined as unknown as number,
      isPaidSession: false,
      sessionMode: ['To be announced'],
    });
    const paid = createStudentWorkshop({
      title: 'Resume Clinic',
      isPaidSession: true,
      sessionCharge: 1499,
      duration: 60,
      availableSlots: 2,
      mentor: { id: 'a9', name: 'Rahul Verma', company: 'Flipkart', position: 'SDE II', profilePhoto: null },
    });
    mockApi({ [LIST]: listOf([flexible, paid]) });
    renderWithClient(<BrowseWorkshopsTab />);

    const first = await screen.findByRole('article', { name: 'Open Office Hours' });
    expect(within(first).getByText('Flexible')).toBeInTheDocument();
    expect(within(first).getByText('Limited')).toBeInTheDocument();
    expect(within(first).getByText('Free')).toBeInTheDocument();
    expect(within(first).getByText('To be announced')).toBeInTheDocument();

    const second = card('Resume Clinic');
    expect(within(second).getByText('₹1,499')).toBeInTheDocument();
    expect(within(second).getByText('60 min')).toBeInTheDocument();
    expect(within(second).getByText('2 slots left')).toBeInTheDocument();
    expect(within(second).getByText('Rahul Verma')).toBeInTheDocument();
    expect(within(second).getByText('SDE II at Flipkart')).toBeInTheDocument();
    expect(within(second).getByText(/\d{4}, \d{1,2}:\d{2} [ap]m \S+$/)).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 workshops')).toBeInTheDocument();
  });

  it("offers the waitlist at 0 slots instead of Book, and shows the caller's own booking", async () => {
    mockApi({
      [LIST]: listOf([
        createStudentWorkshop({ title: 'Full One', availableSlots: 0 }),
        createStudentWorkshop({ title: 'Mine', myBookingStatus: 'Pending' }),
        createStudentWorkshop({ title: 'Confirmed One', myBookingStatus: 'Confirmed' }),
      ]),
    });
    renderWithClient(<BrowseWorkshopsTab />);
    const full = await screen.findByRole('article', { name: 'Full One' });
    expect(within(full).getByRole('button', { name: 'Join waitlist of Full One' })).toBeEnabled();
    expect(within(full).queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(within(card('Mine')).getByText('Booked — Pending')).toBeInTheDocument();
    expect(within(card('Mine')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Confirmed One')).getByText('Booked — Confirmed')).toBeInTheDocument();
  });

  it("searches on the server and counts 'Showing X of Y workshops'; clear restores the list", async () => {
    const all = [
      createStudentWorkshop({ title: 'System Design' }),
      createStudentWorkshop({ title: 'Mock Interview' }),
      createStudentWorkshop({ title: 'Resume Review' }),
    ];
    const api = mockApi({
      [LIST]: listOf(all, (q) => all.filter((item) => item.title.toLowerCase().includes(q))),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    expect(await screen.findByText('Showing 3 of 3 workshops')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search workshops' }), 'mock');
    expect(await screen.findByText('Showing 1 of 3 workshops')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(api.calls(LIST).some((call) => call.url.includes('q=mock'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search workshops' })).toHaveValue('');
    expect(await screen.findByText('Showing 3 of 3 workshops')).toBeInTheDocument();
  });

  it('shows a no-results state with a clear control, and an empty state without workshops', async () => {
    const all = [createStudentWorkshop({ title: 'System Design' })];
    mockApi({ [LIST]: listOf(all, () => []) });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    await screen.findByText('Showing 1 of 1 workshops');
    await user.type(screen.getByRole('searchbox', { name: 'Search workshops' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No workshops found' })).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Clear search' });
    expect(clears).toHaveLength(2);
    await user.click(clears[1]!);
    expect(await screen.findByRole('article', { name: 'System Design' })).toBeInTheDocument();
  });

  it('shows the empty state and the load failure', async () => {
    const api = mockApi({ [LIST]: listOf([]) });
    renderWithClient(<BrowseWorkshopsTab />);
    expect(await screen.findByRole('heading', { name: 'No workshops available yet' })).toBeInTheDocument();

    api.on(LIST, () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }));
    const other = renderWithClient(<BrowseWorkshopsTab />);
    expect(await within(other.container).findByRole('alert')).toHaveTextContent(
      WORKSHOP_MESSAGES.fetchFailed,
    );
  });

  it('books through the dialog and says so', async () => {
    const workshop = createStudentWorkshop({ title: 'System Design' });
    let respond: (response: Response) => void = () => {};
    const api = mockApi({
      [LIST]: listOf([workshop]),
      [`POST ${API}/workshop/${workshop._id}/book`]: () =>
        new Promise<Response>((resolve) => (respond = resolve)),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: 'Book System Design' }));

    const dialog = screen.getByRole('dialog', { name: 'Book “System Design”' });
    expect(within(dialog).getByLabelText('Date')).not.toHaveValue('');
    expect(within(dialog).getByLabelText('Notes for the mentor')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Notes for the mentor'), 'Keen on caching');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    expect(await within(card('System Design')).findByRole('button', { name: 'Booking…' })).toBeDisabled();
    const [call] = api.calls(`POST ${API}/workshop/${workshop._id}/book`);
    expect(call!.body).toEqual({
      scheduledDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      scheduledTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      notes: 'Keen on caching',
    });

    api.on(LIST, listOf([{ ...workshop, myBookingStatus: 'Pending' }]));
    respond(jsonResponse(201, { success: true, message: WORKSHOP_MESSAGES.booked }));
    expect(await screen.findByText(WORKSHOP_MESSAGES.booked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('System Design')).findByText('Booked — Pending')).toBeInTheDocument();
  });

  it("takes a fixed-time workshop's date and time as given, read-only", async () => {
    const start = new Date(2031, 4, 13, 18, 30);
    const workshop = createStudentWorkshop({ title: 'Mock Interview', scheduledDate: start.toISOString() });
    const api = mockApi({
      [LIST]: listOf([workshop]),
      [`POST ${API}/workshop/${workshop._id}/book`]: () =>
        jsonResponse(201, { success: true, message: WORKSHOP_MESSAGES.booked }),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: 'Book Mock Interview' }));

    const dialog = screen.getByRole('dialog', { name: 'Book “Mock Interview”' });
    expect(within(dialog).queryByLabelText(/preferred/i)).not.toBeInTheDocument();
    const date = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    expect(date).toHaveValue('13 May 2031');
    expect(date).toHaveAttribute('readonly');
    expect((time as HTMLInputElement).value).toMatch(/^6:30 pm/);
    expect(time).toHaveAttribute('readonly');
    expect(time).toHaveAccessibleDescription('Set by the host, in your time zone.');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(api.calls(`POST ${API}/workshop/${workshop._id}/book`)).toHaveLength(1));
    expect(api.bodies(`POST ${API}/workshop/${workshop._id}/book`)[0]).toEqual({
      scheduledDate: '2031-05-13',
      scheduledTime: '18:30',
      notes: '',
    });
  });

  it('shows the price of a paid workshop, and who arranges payment, before Confirm', async () => {
    const paid = createStudentWorkshop({ title: 'Resume Clinic', isPaidSession: true, sessionCharge: 1499 });
    const free = createStudentWorkshop({ title: 'Office Hours' });
    mockApi({ [LIST]: listOf([paid, free]) });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);

    await user.click(await screen.findByRole('button', { name: 'Book Resume Clinic' }));
    const dialog = screen.getByRole('dialog', { name: 'Book “Resume Clinic”' });
    const price = within(dialog).getByRole('status');
    expect(price).toHaveTextContent('Price: ₹1,499');
    expect(price).toHaveTextContent('Payment is arranged with the host');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Book Office Hours' }));
    const freeDialog = screen.getByRole('dialog', { name: 'Book “Office Hours”' });
    expect(within(freeDialog).queryByText(/Price:/)).not.toBeInTheDocument();
  });

  it('books once on a double click, with one Idempotency-Key per opening', async () => {
    const workshop = createStudentWorkshop({ title: 'System Design' });
    const BOOK = `POST ${API}/workshop/${workshop._id}/book`;
    let fail: (reason: Error) => void = () => {};
    const api = mockApi({
      [LIST]: listOf([workshop]),
      [BOOK]: () => new Promise<Response>((_resolve, reject) => (fail = reject)),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: 'Book System Design' }));
    const confirm = screen.getByRole('button', { name: 'Confirm booking' });

    doubleClickAtOnce(confirm);
    await waitFor(() => expect(api.calls(BOOK)).not.toHaveLength(0));
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORKSHOP_MESSAGES.bookFailed);
    expect(api.calls(BOOK)).toHaveLength(1);
    const firstKey = api.calls(BOOK)[0]!.headers.get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

    // A retry of the same booking after a network failure reuses the key, so it cannot book twice.
    api.on(BOOK, () => jsonResponse(201, { success: true, message: WORKSHOP_MESSAGES.booked }));
    await user.click(confirm);
    expect(await screen.findByText(WORKSHOP_MESSAGES.booked)).toBeInTheDocument();
    expect(api.calls(BOOK).map((call) => call.headers.get('Idempotency-Key'))).toEqual([firstKey, firstKey]);

    await user.click(await screen.findByRole('button', { name: 'Book System Design' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(api.calls(BOOK)).toHaveLength(3));
    expect(api.calls(BOOK)[2]!.headers.get('Idempotency-Key')).not.toBe(firstKey);
  });

  it("shows a cross-mark icon and the server's sentence, or the fallback, when booking fails", async () => {
    const workshop = createStudentWorkshop({ title: 'System Design' });
    const api = mockApi({
      [LIST]: listOf([workshop]),
      [`POST ${API}/workshop/${workshop._id}/book`]: () =>
        jsonResponse(409, { message: WORKSHOP_MESSAGES.fullyBooked, code: 'CONFLICT' }),
    });
    const { user } = renderWithClient(<BrowseWorkshopsTab />);
    await user.click(await screen.findByRole('button', { name: 'Book System Design' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`^${WORKSHOP_MESSAGES.fullyBooked}$`));
    expect(alert.querySelector('svg.lucide-circle-x')).toBeInTheDocument();

    api.on(`POST ${API}/workshop/${workshop._id}/book`, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${WORKSHOP_MESSAGES.bookFailed}$`)),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
