import { installDialogPolyfill } from '@test/dialog-polyfill';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

beforeAll(installDialogPolyfill);

function Harness({ isBusy = false, onClose = vi.fn(), useReturnRef = false }) {
  const [open, setOpen] = useState(false);
  const fallback = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={fallback} tabIndex={-1}>
        Elsewhere
      </h2>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        isBusy={isBusy}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Edit note"
        description="Change the note text."
        returnFocusRef={useReturnRef ? fallback : undefined}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <input aria-label="Note" data-autofocus />
      </Dialog>
    </>
  );
}

/** A question asked over an open dialog, as the leave guard does over a form dialog. */
function Nested({ onOuterClose }: { onOuterClose: () => void }) {
  const [isAsking, setAsking] = useState(false);
  return (
    <Dialog open onClose={onOuterClose} title="Form">
      <Button onClick={() => setAsking(true)}>Ask</Button>
      <Dialog open={isAsking} onClose={() => setAsking(false)} title="Question">
        <Button onClick={() => setAsking(false)}>Stay</Button>
      </Dialog>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit note' });
    expect(dialog).toHaveAccessibleDescription('Change the note text.');
    expect(dialog).toHaveAttribute('open');
  });

  it('moves focus to the field marked data-autofocus and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('sends focus to returnFocusRef when given', async () => {
    const user = userEvent.setup();
    render(<Harness useReturnRef />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes on Escape and on the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape while busy', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness isBusy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when it opens on mount and its effect runs twice (StrictMode)', async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Dialog open onClose={onClose} title="Opened by the address">
          <input aria-label="Note" data-autofocus />
        </Dialog>
      </StrictMode>,
    );
    // The first mount's close must not read as the user dismissing the reopened dialog.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Opened by the address' })).toHaveAttribute('open');
  });

  it('a dialog opened inside another closes alone: its cancel and close do not reach the outer one', async () => {
    const onOuterClose = vi.fn();
    const user = userEvent.setup();
    render(<Nested onOuterClose={onOuterClose} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Question' })).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Question' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog', { name: 'Form' })).toHaveAttribute('open');
    expect(onOuterClose).not.toHaveBeenCalled();
  });
});
