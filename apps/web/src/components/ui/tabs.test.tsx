import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const ITEMS = [
  { value: 'one', label: 'One', count: 3 },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three', count: 0 },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof ITEMS)[number]['value']>('one');
  return (
    <>
      <Tabs label="Numbers" idBase="n" items={ITEMS} value={value} onChange={setValue} />
      <TabPanel idBase="n" value={value}>
        Panel {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('names tabs with their counts and links the selected one to its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'One 3' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'One 3' })).toHaveTextContent('Panel one');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: 'One 3' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three 0' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three 0' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One 3' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
  });

  it('fades the sides that hide tabs when the list is wider than its box (375 px)', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    // Everything fits: no fade.
    expect(list).not.toHaveAttribute('data-hidden-start');
    expect(list).not.toHaveAttribute('data-hidden-end');
    expect(list.className).not.toContain('mask-image');

    // jsdom has no layout: a 300 px box over 500 px of tabs, scrolled to the start.
    Object.defineProperties(list, {
      clientWidth: { value: 300, configurable: true },
      scrollWidth: { value: 500, configurable: true },
      scrollLeft: { value: 0, writable: true, configurable: true },
    });
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-hidden-end', 'true');
    expect(list).not.toHaveAttribute('data-hidden-start');
    expect(list.className).toContain('[mask-image:linear-gradient(to_left,transparent,black_32px)]');
    expect(list.className).toContain('snap-x');
    expect(screen.getByRole('tab', { name: 'Two' }).className).toContain('snap-start');

    const scrollBy = vi.fn();
    list.scrollBy = scrollBy;
    const next = document.querySelector<HTMLButtonElement>('[data-scroll="end"]')!;
    expect(next).toHaveAttribute('aria-hidden', 'true');
    expect(next).toHaveAttribute('tabindex', '-1');
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 210, behavior: 'smooth' });
    expect(document.querySelector('[data-scroll="start"]')).toBeNull();

    list.scrollLeft = 200;
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-hidden-start', 'true');
    expect(list).not.toHaveAttribute('data-hidden-end');
    expect(list.className).toContain('[mask-image:linear-gradient(to_right,transparent,black_32px)]');
    expect(document.querySelector('[data-scroll="end"]')).toBeNull();
    fireEvent.click(document.querySelector('[data-scroll="start"]')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -210, behavior: 'smooth' });
  });

  it('scrolls the list, not the page, to show a tab selected with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const list = screen.getByRole('tablist');
    Object.defineProperties(list, {
      clientWidth: { value: 300, configurable: true },
      scrollWidth: { value: 500, configurable: true },
      scrollLeft: { value: 0, writable: true, configurable: true },
      offsetLeft: { value: 0, configurable: true },
    });
    screen.getAllByRole('tab').forEach((tab, index) => {
      Object.defineProperties(tab, {
        offsetLeft: { value: index * 170, configurable: true },
        offsetWidth: { value: 160, configurable: true },
      });
    });
    screen.getByRole('tab', { name: 'One 3' }).focus();
    await user.keyboard('{End}');
    // 500 - 300 + the 32 px fade.
    expect(list.scrollLeft).toBe(232);
    await user.keyboard('{Home}');
    expect(list.scrollLeft).toBe(0);
  });
});
