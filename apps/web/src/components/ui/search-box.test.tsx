import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

afterEach(() => {
  vi.useRealTimers();
});

function renderBox(value = '') {
  const onSearch = vi.fn();
  const view = render(
    <SearchBox value={value} onSearch={onSearch} label="Search companies" maxLength={50} />,
  );
  const box = screen.getByRole('searchbox', { name: 'Search companies' });
  return { onSearch, box, view };
}

describe('SearchBox', () => {
  it('searches once typing pauses, with the text trimmed, and not again for the same text', () => {
    vi.useFakeTimers();
    const { onSearch, box } = renderBox();
    expect(screen.getByRole('search', { name: 'Search companies' })).toContainElement(box);
    fireEvent.change(box, { target: { value: 'Ac' } });
    fireEvent.change(box, { target: { value: ' Acme ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Acme');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter, and × clears the search and keeps focus in the box', () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'Zoho' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('Zoho');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('follows a search changed from outside (Clear filters, Back) without searching again', () => {
    const { onSearch, box, view } = renderBox('Google');
    expect(box).toHaveValue('Google');
    view.rerender(<SearchBox value="" onSearch={onSearch} label="Search companies" maxLength={50} />);
    expect(box).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('sends a pending search when focus leaves the box, so Clear filters clicked at once clears it', () => {
    vi.useFakeTimers();
    let value = '';
    const onSearch = vi.fn((next: string) => {
      value = next;
    });
    const box = (current: string) => (
      <SearchBox value={current} onSearch={onSearch} label="Search companies" maxLength={50} />
    );
    const view = render(box(value));
    const input = screen.getByRole('searchbox', { name: 'Search companies' });
    fireEvent.change(input, { target: { value: 'nobody' } });
    fireEvent.blur(input);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('nobody');
    view.rerender(box(value));
    view.rerender(box(''));
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
  });

  it('does not send the text first when focus moves to its own × button', () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'Zo' } });
    const clear = screen.getByRole('button', { name: 'Clear search' });
    fireEvent.blur(box, { relatedTarget: clear });
    fireEvent.click(clear);
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveValue('');
  });
});
