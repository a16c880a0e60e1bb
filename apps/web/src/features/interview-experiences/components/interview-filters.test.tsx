import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InterviewFilters } from './interview-filters';

const PARAMS = { q: '', company: '', outcome: '', difficulty: '', round: '', page: 1 };

describe('InterviewFilters', () => {
  it('is the shared filter bar: two searches and three filters, cleared together', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(
      <InterviewFilters params={{ ...PARAMS, difficulty: 'Hard' }} onChange={onChange} onClear={onClear} />,
    );
    const bar = screen.getByRole('region', { name: 'Search and filter experiences' });
    expect(
      within(bar)
        .getAllByRole('searchbox')
        .map((box) => box.getAttribute('placeholder')),
    ).toEqual(['e.g. Google', 'e.g. linked list, system design']);
    expect(within(bar).getAllByRole('combobox')).toHaveLength(3);
    expect(within(bar).getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Hard');
    expect(within(bar).getByRole('combobox', { name: 'Round type' })).toHaveValue('');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Outcome' }), 'selected');
    expect(onChange).toHaveBeenCalledWith('outcome', 'selected');
    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
