import { REPORT_LIMITS, REPORT_MESSAGES, REPORT_REASONS, type ReportInput } from '@mentorbridge/shared';
import { doubleClickAtOnce } from '@test/double-click';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ReportDialog } from './report-dialog';

function Harness({ onSubmit }: { onSubmit: (input: ReportInput) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <ReportDialog
        open={open}
        onClose={() => setOpen(false)}
        itemLabel="this interview experience"
        onSubmit={onSubmit}
      />
    </>
  );
}

async function openDialog(onSubmit: (input: ReportInput) => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this interview experience' });
  return { user, dialog };
}

describe('ReportDialog', () => {
  it('lists every reason, asks for one and sends nothing without it', async () => {
    const onSubmit = vi.fn(async () => ({}));
    const { user, dialog } = await openDialog(onSubmit);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...REPORT_REASONS]);
    expect(radios[0]).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason and trimmed details, counts characters and shows the thank-you', async () => {
    const onSubmit = vi.fn(async () => ({ success: true }));
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('maxLength', String(REPORT_LIMITS.detailsMax));
    await user.type(details, '  Links to a paid course ');
    expect(within(dialog).getByText(`25/${REPORT_LIMITS.detailsMax}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      reason: 'Spam or advertising',
      details: 'Links to a paid course',
    });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const again = screen.getByRole('dialog');
    expect(within(again).getByRole('radio', { name: 'Spam or advertising' })).not.toBeChecked();
    expect(within(again).queryByText(REPORT_MESSAGES.sent)).not.toBeInTheDocument();
  });

  it("shows the server's message on a refusal (409 already reported) and keeps the form", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(REPORT_MESSAGES.duplicate, 409, 'CONFLICT', undefined, {
        message: REPORT_MESSAGES.duplicate,
        code: 'CONFLICT',
      });
    });
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.duplicate);
    expect(within(dialog).queryByText(REPORT_MESSAGES.sent)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
  });

  it('falls back to the failure message when the server cannot be reached', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Network error', 0, 'NETWORK_ERROR');
    });
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.failed);
  });

  it('sends once on a double click and cannot be dismissed while sending', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    doubleClickAtOnce(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish();
    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
