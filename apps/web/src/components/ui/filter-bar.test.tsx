import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

function renderBar({ isFiltered = false, onClear = vi.fn(), onCategory = vi.fn(), onSort = vi.fn() } = {}) {
  render(
    <FilterBar
      search={{ value: '', onSearch: vi.fn(), label: 'Search books', placeholder: 'Title', maxLength: 40 }}
      selects={[
        {
          label: 'Category',
          placeholder: 'All categories',
          options: ['Fiction', 'Poetry'],
          value: '',
          onChange: onCategory,
        },
        {
          label: 'Sort by',
          options: [
            { value: 'recent', label: 'Most recent' },
            { value: 'title', label: 'Title (A-Z)' },
          ],
          value: 'recent',
          onChange: onSort,
        },
      ]}
      isFiltered={isFiltered}
      onClear={onClear}
    />,
  );
  return screen.getByRole('region', { name: 'Search and filters' });
}

describe('FilterBar', () => {
  it('shows the search and one select per filter, passing each choice on as its value', async () => {
    const user = userEvent.setup();
    const onCategory = vi.fn();
    const onSort = vi.fn();
    const bar = renderBar({ onCategory, onSort });
    expect(within(bar).getByRole('search', { name: 'Search books' })).toBeInTheDocument();
    const category = within(bar).getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Fiction', 'Poetry']);
    expect(category.parentElement?.parentElement).toHaveClass('sm:grid-cols-2');
    await user.selectOptions(category, 'Poetry');
    expect(onCategory).toHaveBeenCalledWith('Poetry');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Sort by' }), 'title');
    expect(onSort).toHaveBeenCalledWith('title');
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it("offers 'Clear filters' once a filter is set", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const bar = renderBar({ isFiltered: true, onClear });
    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('takes two searches with visible labels, a name of its own, and no clear button without onClear', async () => {
    const user = userEvent.setup();
    const onCompany = vi.fn();
    const search = (label: string, onSearch = vi.fn()) => ({
      value: '',
      onSearch,
      label,
      placeholder: label,
      maxLength: 40,
      isLabelVisible: true,
      clearLabel: `Clear ${label}`,
    });
    render(
      <FilterBar
        label="Search and filter books"
        search={[search('Company', onCompany), search('Questions')]}
        selects={[
          { label: 'Round', placeholder: 'Any round', options: ['HR'], value: '', onChange: vi.fn() },
        ]}
        isFiltered
      />,
    );
    const bar = screen.getByRole('region', { name: 'Search and filter books' });
    expect(within(bar).getByRole('search', { name: 'Company' })).toBeInTheDocument();
    expect(within(bar).getByRole('search', { name: 'Questions' })).toBeInTheDocument();
    expect(within(bar).getByText('Company')).not.toHaveClass('sr-only');
    await user.type(within(bar).getByRole('searchbox', { name: 'Company' }), 'Acme{Enter}');
    expect(onCompany).toHaveBeenCalledWith('Acme');
    await user.click(within(bar).getByRole('button', { name: 'Clear Company' }));
    expect(onCompany).toHaveBeenLastCalledWith('');
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
