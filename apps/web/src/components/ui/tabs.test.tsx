import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
});
