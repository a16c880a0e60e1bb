import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyableLink } from './copyable-link';

const URL = `https://meet.example.com/${'a'.repeat(300)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyableLink', () => {
  it('shows the address on one line, whole in its title and name, opening in a new tab', () => {
    render(<CopyableLink href={URL} label="Join meeting" />);
    const link = screen.getByRole('link', { name: `Join meeting: ${URL} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', URL);
    expect(link).toHaveAttribute('title', URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(URL)).toHaveClass('truncate');
    expect(link.className).toContain('[contain:inline-size]');
  });

  it('copies the address and says so for two seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyableLink href={URL} label="Meeting link" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy meeting link address' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    expect(screen.getByRole('button', { name: 'Copy meeting link address' })).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Copy meeting link address' })).toHaveTextContent('Copy');
  });

  it('says when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyableLink href={URL} label="Meeting link" />);
    await user.click(screen.getByRole('button', { name: 'Copy meeting link address' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the link');
  });
});
