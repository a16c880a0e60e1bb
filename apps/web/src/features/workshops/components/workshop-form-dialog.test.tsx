import { WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import { isLeavingAsked } from '@test/leave-prompt';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { API, createOwnerWorkshop, inDays } from '@test/workshop-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { toDateTimeInput } from '../format';
import { WorkshopFormDialog } from './workshop-form-dialog';

const W = WORKSHOP_MESSAGES;
const CREATE = `POST ${API}/workshop`;

beforeAll(() => installDialogPolyfill());
beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => vi.unstubAllGlobals());

function renderCreate() {
  const onSaved = vi.fn();
  const view = renderWithClient(
    <WorkshopFormDialog state={{ mode: 'create' }} onClose={() => {}} onSaved={onSaved} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create Workshop' });
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Create Workshop' }));
  return { ...view, dialog, field, submit, onSaved };
}

async function expectOnlyMessage(dialog: HTMLElement, message: string) {
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  for (const other of [
    W.titleRequired,
    W.descriptionRequired,
    W.categoryRequired,
    W.dateRequired,
    W.dateFuture,
    W.priceRequired,
  ]) {
    if (other !== message) expect(within(dialog).queryByText(other)).not.toBeInTheDocument();
  }
}

describe('WorkshopFormDialog', () => {
  it('starts with the defaults: 60 minutes, 10 participants, mentorship, free', () => {
    mockApi();
    const { field } = renderCreate();
    expect(field('Duration (minutes)')).toHaveValue(60);
    expect(field('Duration (minutes)')).toHaveAttribute('min', '15');
    expect(field('Duration (minutes)')).toHaveAttribute('max', '300');
    expect(field('Max participants')).toHaveValue(10);
    expect(field('Max participants')).toHaveAttribute('min', '1');
    expect(field('Max participants')).toHaveAttribute('max', '100');
    expect(field('Session type')).toHaveValue('mentorship');
    expect(field('Paid workshop')).not.toBeChecked();
    expect(screen.queryByLabelText(/price/i)).not.toBeInTheDocument();
    expect(field(/workshop title/i)).toHaveFocus();
  });

  it('shows the six messages one at a time, in the order of the spec, then creates', async () => {
    const api = mockApi({
      [CREATE]: () => jsonResponse(201, { success: true, message: W.created, data: createOwnerWorkshop() }),
    });
    const { dialog, field, submit, user, onSaved } = renderCreate();

    await submit();
    await expectOnlyMessage(dialog, W.titleRequired);
    expect(field(/workshop title/i)).toHaveFocus();
    expect(field(/workshop title/i)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/workshop title/i), 'System Design Basics');
    await submit();
    await expectOnlyMessage(dialog, W.descriptionRequired);

    await user.type(field(/description/i), 'Design a URL shortener.');
    await submit();
    await expectOnlyMessage(dialog, W.categoryRequired);

    await user.selectOptions(field(/category/i), 'System Design');
    await submit();
    await expectOnlyMessage(dialog, W.dateRequired);

    fireEvent.change(field(/date and time/i), { target: { value: toDateTimeInput(inDays(-1)) } });
    await submit();
    await expectOnlyMessage(dialog, W.dateFuture);

    const future = toDateTimeInput(inDays(3));
    fireEvent.change(field(/date and time/i), { target: { value: future } });
    await user.click(field('Paid workshop'));
    await submit();
    await expectOnlyMessage(dialog, W.priceRequired);
    expect(field(/price/i)).toHaveFocus();
    expect(api.calls(CREATE)).toHaveLength(0);

    await user.clear(field(/price/i));
    await user.type(field(/price/i), '499');
    await user.type(field(/topics/i), ' Caching, , Queues ,');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(W.created));
    expect(api.calls(CREATE)[0]!.body).toEqual({
      title: 'System Design Basics',
      description: 'Design a URL shortener.',
      category: 'System Design',
      workshopType: 'mentorship',
      scheduledDate: new Date(future).toISOString(),
      isPaid: true,
      price: 499,
      duration: 60,
      maxParticipants: 10,
      topics: ['Caching', 'Queues'],
      cancelCutoffHours: 2,
    });
    // Typing through six steps is slow in jsdom on a busy machine.
  }, 20_000);

  it('asks before leaving typed input', async () => {
    mockApi();
    const { field, user } = renderCreate();
    expect(isLeavingAsked()).toBe(false);
    await user.type(field(/title/i), 'System Design Basics');
    expect(isLeavingAsked()).toBe(true);
  });

  it('creates one workshop on a double click', async () => {
    // The answer waits until both clicks are in, as a real server's would.
    const answer = deferred();
    const api = mockApi({ [CREATE]: answer.handler });
    const { user, dialog, field, onSaved } = renderCreate();
    await user.type(field(/title/i), 'Mock Interviews');
    await user.type(field(/description/i), 'Practice rounds.');
    await user.selectOptions(field(/category/i), 'Mock Interview');
    fireEvent.change(field(/date and time/i), { target: { value: toDateTimeInput(inDays(3)) } });
    doubleClickAtOnce(within(dialog).getByRole('button', { name: 'Create Workshop' }));
    answer.respond(jsonResponse(201, { success: true, message: W.created, data: createOwnerWorkshop() }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(W.created));
    expect(api.calls(CREATE)).toHaveLength(1);
  });

  it('resets the price to 0 when paid is unchecked', async () => {
    const api = mockApi({
      [CREATE]: () => jsonResponse(201, { success: true, message: W.created, data: createOwnerWorkshop() }),
    });
    const { field, submit, user, onSaved } = renderCreate();
    await user.type(field(/workshop title/i), 'Resume Clinic');
    await user.type(field(/description/i), 'Live fixes.');
    await user.selectOptions(field(/category/i), 'Resume Review');
    fireEvent.change(field(/date and time/i), { target: { value: toDateTimeInput(inDays(2)) } });

    await user.click(field('Paid workshop'));
    await user.clear(field(/price/i));
    await user.type(field(/price/i), '750');
    await user.click(field('Paid workshop'));
    expect(screen.queryByLabelText(/price/i)).not.toBeInTheDocument();
    await user.click(field('Paid workshop'));
    expect(field(/price/i)).toHaveValue(0);
    await user.click(field('Paid workshop'));

    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls(CREATE)[0]!.body).toMatchObject({ isPaid: false, price: 0 });
  });

  it('checks the bounds and the meeting link', async () => {
    mockApi();
    const { dialog, field, submit, user } = renderCreate();
    await user.type(field(/workshop title/i), 'T');
    await user.type(field(/description/i), 'D');
    await user.selectOptions(field(/category/i), 'Other');
    fireEvent.change(field(/date and time/i), { target: { value: toDateTimeInput(inDays(2)) } });
    await user.clear(field('Duration (minutes)'));
    await user.type(field('Duration (minutes)'), '301');
    await user.clear(field('Max participants'));
    await user.type(field('Max participants'), '0');
    await user.type(field(/meeting link/i), 'not a link');
    await submit();
    expect(await within(dialog).findByText(W.durationRange)).toBeInTheDocument();
    expect(within(dialog).getByText(W.participantsRange)).toBeInTheDocument();
    expect(within(dialog).getByText(W.meetingLinkInvalid)).toBeInTheDocument();
  });

  it("edits: prefilled, sent with PUT, and the server's sentence on failure", async () => {
    const workshop = createOwnerWorkshop({
      title: 'Resume Clinic',
      isPaid: true,
      price: 299,
      duration: 45,
      maxParticipants: 3,
      topics: ['ATS', 'Impact bullets'],
      scheduledDate: inDays(4),
    });
    const api = mockApi({
      [`PUT ${API}/workshop/${workshop._id}`]: () =>
        jsonResponse(422, { message: W.notUpcoming, code: 'UNPROCESSABLE' }),
    });
    const { user } = renderWithClient(
      <WorkshopFormDialog state={{ mode: 'edit', workshop }} onClose={() => {}} onSaved={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Workshop' });
    expect(within(dialog).getByLabelText(/workshop title/i)).toHaveValue('Resume Clinic');
    expect(within(dialog).getByLabelText(/price/i)).toHaveValue(299);
    expect(within(dialog).getByLabelText(/topics/i)).toHaveValue('ATS, Impact bullets');
    expect(within(dialog).getByLabelText(/date and time/i)).toHaveValue(
      toDateTimeInput(workshop.scheduledDate),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(W.notUpcoming);
    expect(api.calls(`PUT ${API}/workshop/${workshop._id}`)[0]!.body).toMatchObject({
      title: 'Resume Clinic',
      price: 299,
      duration: 45,
      maxParticipants: 3,
      meetingLink: workshop.meetingLink,
    });
  });
});
