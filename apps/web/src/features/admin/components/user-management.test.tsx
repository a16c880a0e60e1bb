import { ADMIN_MESSAGES, confirmBulkDeleteMessage } from '@mentorbridge/shared';
import {
  BULK_DELETE,
  createAdminUser,
  deletePath,
  mockAdminApi,
  statusPath,
  USERS,
  userListResponse,
} from '@test/admin-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-box';
import { setSession } from '@/lib/session';
import { AdminDashboard } from './admin-dashboard';

vi.mock('./analytics-charts', () => ({ default: () => null }));

const me = createAdminUser({
  _id: 'admin-1',
  name: 'Platform Admin',
  email: 'admin@example.edu',
  role: 'admin',
});
const asha = createAdminUser({
  _id: 'u-asha',
  name: 'Asha Verma',
  email: 'asha@example.edu',
  role: 'alumni',
});
const rahul = createAdminUser({
  _id: 'u-rahul',
  name: 'Rahul Nair',
  email: 'rahul@example.edu',
  isActive: false,
  points: 120,
  contributions: 7,
  lastActive: '2026-01-10T10:00:00.000Z',
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const renderUsers = (search = '?tab=users') =>
  renderPage(<AdminDashboard />, '/admin-dashboard', `/admin-dashboard${search}`);
const lastUsersQuery = (api: ReturnType<typeof mockAdminApi>) =>
  new URL(api.calls(USERS).at(-1)!.url, 'http://localhost').searchParams;
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ _id: 'admin-1', role: 'admin', name: 'Platform Admin' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('user management', () => {
  it('shows each column of part 2 section 2.3, and no box, switch or Delete on the admin’s own row', async () => {
    mockAdminApi({ [USERS]: () => userListResponse([me, asha, rahul]) });
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users, page 1 of 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'User', 'Role', 'Active', 'Contributions / Points', 'Joined', 'Last active', 'Actions']);
    expect(
      within(row('Rahul Nair'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Student', 'Inactive', '7 / 120 pts', '2 Feb 2026', '10 Jan 2026', 'EditDelete']);
    expect(screen.getByRole('switch', { name: 'Active: Rahul Nair' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Active: Asha Verma' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(row('Asha Verma')).getByText('Alumni')).toBeInTheDocument();

    const own = row('Platform Admin');
    expect(own).toHaveTextContent('You');
    expect(within(own).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(own).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('resets to page 1 when the search, a filter or the sort changes, and keeps them in the address', async () => {
    const api = mockAdminApi({ [USERS]: () => userListResponse([asha], { total: 35 }) });
    const user = setup();
    const { router } = renderUsers('?tab=users&page=3');
    await screen.findByRole('rowheader', { name: /Asha Verma/ });
    expect(lastUsersQuery(api).get('page')).toBe('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'alumni');
    expect(router.state.location.search).toBe('?tab=users&role=alumni');
    await waitFor(() =>
      expect(lastUsersQuery(api).toString()).toBe('role=alumni&sort=newest&page=1&limit=10'),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?tab=users&role=alumni&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(router.state.location.search).toBe('?tab=users&role=alumni&status=inactive');

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'points');
    expect(router.state.location.search).toBe('?tab=users&role=alumni&status=inactive&sort=points');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ASHA@');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50);
    });
    await waitFor(() =>
      expect(lastUsersQuery(api).toString()).toBe(
        'q=ASHA%40&role=alumni&status=inactive&sort=points&page=1&limit=10',
      ),
    );
    expect(router.state.location.search).not.toContain('page=');
  });

  it("shows 'Showing X to Y of N users' and the page numbers only with more than one page", async () => {
    const api = mockAdminApi({ [USERS]: () => userListResponse([asha, rahul], { total: 2 }) });
    const user = setup();
    renderUsers();
    await screen.findByRole('rowheader', { name: /Asha Verma/ });
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'User pages' })).not.toBeInTheDocument();

    api.on(USERS, () => userListResponse([asha], { total: 23 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'alumni');
    const pages = await screen.findByRole('navigation', { name: 'User pages' });
    expect(within(pages).getByText('Showing 1 to 10 of 23 users')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await within(pages).findByText('Showing 21 to 23 of 23 users')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('toggles a status, updates the row and says so; a failure says the spec’s sentence; banners clear after 3 s', async () => {
    const api = mockAdminApi({
      [USERS]: () => userListResponse([asha, rahul]),
      [statusPath('u-rahul')]: ({ body }) =>
        jsonResponse(200, {
          success: true,
          message: 'User status updated to active',
          data: { ...rahul, isActive: (body as { isActive: boolean }).isActive },
        }),
      [statusPath('u-asha')]: () => new Response('', { status: 500 }),
    });
    const user = setup();
    renderUsers();
    await user.click(await screen.findByRole('switch', { name: 'Active: Rahul Nair' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User status updated to active');
    expect(api.bodies(statusPath('u-rahul'))).toEqual([{ isActive: true }]);
    expect(screen.getByRole('switch', { name: 'Active: Rahul Nair' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    expect(screen.queryByText('User status updated to active')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Active: Asha Verma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.statusFailed);
    expect(screen.getByRole('switch', { name: 'Active: Asha Verma' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it("shows the server's refusal (the last admin) instead of the fallback", async () => {
    const otherAdmin = createAdminUser({ _id: 'u-admin2', name: 'Second Admin', role: 'admin' });
    mockAdminApi({
      [USERS]: () => userListResponse([otherAdmin]),
      [statusPath('u-admin2')]: () =>
        jsonResponse(422, { message: ADMIN_MESSAGES.lastAdmin, code: 'LAST_ADMIN' }),
    });
    const user = setup();
    renderUsers();
    await user.click(await screen.findByRole('switch', { name: 'Active: Second Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.lastAdmin);
  });

  it("deletes one user after 'Confirm Deletion', with the spec's success and failure sentences", async () => {
    const api = mockAdminApi({
      [USERS]: () => userListResponse([asha, rahul]),
      [deletePath('u-asha')]: () => new Response('', { status: 500 }),
      [deletePath('u-rahul')]: () => jsonResponse(200, { success: true, message: ADMIN_MESSAGES.deleted }),
    });
    const user = setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Verma' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Asha Verma (asha@example.edu)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.deleteFailed);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const listCalls = api.calls(USERS).length;
    await user.click(screen.getByRole('button', { name: 'Delete Rahul Nair' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.deleted);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(deletePath('u-rahul'))).toHaveLength(1);
    await waitFor(() => expect(api.calls(USERS).length).toBeGreaterThan(listCalls));
  });

  it("deletes the selected users in one call after 'Delete N selected users?'", async () => {
    const bella = createAdminUser({ _id: 'u-bella', name: 'Bella Roy' });
    const api = mockAdminApi({
      [USERS]: () => userListResponse([me, asha, rahul, bella]),
      [BULK_DELETE]: () => jsonResponse(404, { message: '', code: 'NOT_FOUND' }),
    });
    const user = setup();
    renderUsers();
    await screen.findByRole('rowheader', { name: /Asha Verma/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Bella Roy' }));
    expect(screen.getByRole('checkbox', { name: 'Select all users on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText(confirmBulkDeleteMessage(2))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.bulkDeleteFailed);
    expect(api.bodies(BULK_DELETE)).toEqual([{ ids: ['u-asha', 'u-rahul'] }]);

    api.on(BULK_DELETE, () =>
      jsonResponse(200, { success: true, message: ADMIN_MESSAGES.bulkDeleted, deleted: 2 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.bulkDeleted);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('edits a status with a reason from the Edit dialog', async () => {
    const api = mockAdminApi({
      [USERS]: () => userListResponse([asha]),
      [statusPath('u-asha')]: () =>
        jsonResponse(200, {
          success: true,
          message: 'User status updated to inactive',
          data: { ...asha, isActive: false },
        }),
    });
    const user = setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Asha Verma' });
    expect(within(dialog).getByRole('link', { name: "Open Asha Verma's public profile" })).toHaveAttribute(
      'href',
      '/alumni/u-asha',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Inactive' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam messages');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User status updated to inactive');
    expect(api.bodies(statusPath('u-asha'))).toEqual([{ isActive: false, reason: 'Spam messages' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when no user matches', async () => {
    mockAdminApi({ [USERS]: () => userListResponse([]) });
    renderUsers('?tab=users&q=nobody');
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
  });
});
