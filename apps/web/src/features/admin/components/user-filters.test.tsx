import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserFilters } from './user-filters';

const PARAMS = { q: '', role: '', status: '', sort: 'newest', page: 1 } as const;

describe('UserFilters', () => {
  it('is the shared filter bar: the search, role, status and sort, with no clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<UserFilters params={{ ...PARAMS, role: 'alumni' }} onChange={onChange} />);
    const bar = screen.getByRole('region', { name: 'Search and filter users' });
    expect(within(bar).getByRole('search', { name: 'Search users' })).toBeInTheDocument();
    const role = within(bar).getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All roles', 'Students', 'Alumni', 'Admins']);
    expect(role).toHaveValue('alumni');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(onChange).toHaveBeenCalledWith('status', 'inactive');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Sort by' }), 'points');
    expect(onChange).toHaveBeenCalledWith('sort', 'points');
    expect(within(bar).queryByRole('button', { name: /clear filters/i })).not.toBeInTheDocument();
  });
});
