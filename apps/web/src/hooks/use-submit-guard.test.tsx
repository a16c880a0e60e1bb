import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './use-submit-guard';

function GuardedForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const { guard, isSubmitting } = useSubmitGuard();
  return (
    <form
      aria-label="Create"
      onSubmit={guard(async (event) => {
        event.preventDefault();
        await onSubmit();
      })}
    >
      <button type="submit" disabled={isSubmitting}>
        Create
      </button>
    </form>
  );
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useSubmitGuard', () => {
  it('runs one submission at a time, even for two submits in the same tick', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    render(<GuardedForm onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Create' });

    // Two submit events before React renders anything: only the ref can stop the second.
    const second = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent.submit(form);
    form.dispatchEvent(second);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
