import { doubleClickAtOnce } from '@test/double-click';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingDialog, type RatingDialogProps } from './rating-dialog';

type HarnessProps = Partial<Omit<RatingDialogProps, 'open' | 'onClose'>>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate
      </button>
      <RatingDialog
        title="Rate Acme"
        ratingRequiredMessage="Please select a rating"
        isPending={false}
        onSubmit={async () => {}}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Rate' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Rate Acme' }) };
}

describe('RatingDialog', () => {
  it('asks for stars and sends nothing without them', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user, dialog } = await openDialog({ onSubmit });
    expect(within(dialog).getByRole('radio', { name: '1 star, Poor' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(within(dialog).getByText('Please select a rating')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /Your rating/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('radio', { name: '1 star, Poor' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from the earlier rating and sends the stars and the comment as typed', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user, dialog } = await openDialog({
      onSubmit,
      initialRating: 2,
      initialComment: 'Slow',
      comment: { maxLength: 50, placeholder: 'How was it?' },
    });
    expect(within(dialog).getByRole('radio', { name: '2 stars, Fair' })).toBeChecked();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).toHaveValue('Slow');
    expect(comment).toHaveAttribute('maxLength', '50');
    await user.type(comment, ' but kind ');
    expect(within(dialog).getByText('14/50 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars, Very Good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, comment: 'Slow but kind ' });
  });

  it('asks for stars only without a comment field, and shows the given error', async () => {
    const { dialog } = await openDialog({ error: 'Failed to submit rating' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to submit rating');
  });

  it('sends once on a double click and keeps the dialog open when sending fails', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('offline');
    });
    const { user, dialog } = await openDialog({ onSubmit, submitLabel: 'Submit feedback' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars, Excellent' }));
    doubleClickAtOnce(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Rate Acme' })).toBeInTheDocument();
  });

  it('shows the pending label while the request is in flight', async () => {
    const { dialog } = await openDialog({ isPending: true, pendingLabel: 'Sending…' });
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
