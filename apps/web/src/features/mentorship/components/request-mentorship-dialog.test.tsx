import { MENTORSHIP_MESSAGES } from '@mentorbridge/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import { isLeavingAsked } from '@test/leave-prompt';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { createTestQueryClient } from '@test/render';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { RequestMentorshipDialog } from './request-mentorship-dialog';

const SEND = 'POST /api/mentorship-requests';
const mentor = { _id: 'alumni-7', name: 'Rahul Verma' };

beforeAll(installDialogPolyfill);
// The client sends no session-only call while signed out.
beforeEach(() => setSession(createSession({ role: 'student' })));
afterEach(() => vi.unstubAllGlobals());

function Harness({ onSent }: { onSent: (result: { requestId: string; message: string }) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request Mentorship
      </button>
      <RequestMentorshipDialog mentor={mentor} open={open} onClose={() => setOpen(false)} onSent={onSent} />
    </>
  );
}

async function openDialog(onSent = vi.fn()) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness onSent={onSent} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Request Mentorship' }));
  const dialog = screen.getByRole('dialog', { name: 'Request Mentorship from Rahul Verma' });
  return { user, dialog, onSent };
}

describe('RequestMentorshipDialog (directory)', () => {
  it('asks for a message with the directory wording and sends nothing without one', async () => {
    const api = mockApi();
    const { user, dialog } = await openDialog();
    const message = within(dialog).getByRole('textbox', { name: /message/i });
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('maxLength', '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText(MENTORSHIP_MESSAGES.messageRequiredDirectory)).toBeInTheDocument();
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('sends {mentorId, message} and shows the directory success message', async () => {
    const api = mockApi({
      [SEND]: () =>
        jsonResponse(201, {
          success: true,
          message: MENTORSHIP_MESSAGES.sentDirectory,
          data: { _id: 'req-1', status: 'pending' },
        }),
    });
    const { user, dialog, onSent } = await openDialog();
    expect(isLeavingAsked()).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), ' Could you mentor me? ');
    expect(isLeavingAsked()).toBe(true);
    expect(within(dialog).getByText('22/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await within(dialog).findByText(MENTORSHIP_MESSAGES.sentDirectory)).toBeInTheDocument();
    expect(isLeavingAsked()).toBe(false);
    expect(api.calls(SEND).map((call) => call.body)).toEqual([
      { mentorId: 'alumni-7', message: 'Could you mentor me?' },
    ]);
    expect(onSent).toHaveBeenCalledWith({ requestId: 'req-1', message: MENTORSHIP_MESSAGES.sentDirectory });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Mentorship' })).toHaveFocus();
  });

  it('sends once on a double click, with an Idempotency-Key that changes only with the message', async () => {
    // The first answer arrives once both clicks are in, as a real server's would.
    const first = deferred();
    const api = mockApi({ [SEND]: first.handler });
    const { user, dialog } = await openDialog();
    const message = within(dialog).getByRole('textbox', { name: /message/i });
    await user.type(message, 'Could you mentor me?');
    doubleClickAtOnce(within(dialog).getByRole('button', { name: 'Send Request' }));
    const refusal = () => jsonResponse(429, { message: 'Too many requests', code: 'RATE_LIMITED' });
    first.respond(refusal());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    api.on(SEND, refusal);
    expect(api.calls(SEND)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await user.type(message, ' Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await vi.waitFor(() => expect(api.calls(SEND)).toHaveLength(3));
    const keys = api.calls(SEND).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the server's message when the request is refused", async () => {
    mockApi({
      [SEND]: () => jsonResponse(409, { message: MENTORSHIP_MESSAGES.tooManyPending, code: 'CONFLICT' }),
    });
    const { user, dialog, onSent } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.tooManyPending);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('falls back to the directory failure message', async () => {
    mockApi({ [SEND]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MENTORSHIP_MESSAGES.sendFailedDirectory,
    );
  });

  it('Cancel closes it and gives focus back to the opener', async () => {
    mockApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Mentorship' })).toHaveFocus();
  });
});
