import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import {
  INTERVIEW_LIST,
  LEADERBOARD,
  mockAdminApi,
  PLACEMENT_RESOURCES,
  REQUESTS,
  RESOURCE_COUNTS,
  USER_STATS,
  USERS,
} from '@test/admin-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import AdminDashboardPage from './admin-dashboard-page';

// The charts draw with recharts, which needs a real layout; the tables beside them carry the numbers.
vi.mock('@/features/admin/components/analytics-charts', () => ({
  default: () => <div data-testid="chart" />,
}));

const renderDashboard = (entry = '/admin-dashboard') =>
  renderPage(<AdminDashboardPage />, '/admin-dashboard', entry);
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => setSession(createSession({ _id: 'admin-1', role: 'admin', name: 'Platform Admin' })));
afterEach(() => vi.unstubAllGlobals());

describe('AdminDashboardPage', () => {
  it('starts the six loads of part 2 section 7 together and fills the stat cards and the overview', async () => {
    const api = mockAdminApi();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const loads = [USERS, USER_STATS, LEADERBOARD, REQUESTS, INTERVIEW_LIST, PLACEMENT_RESOURCES];
    for (const key of [...loads, RESOURCE_COUNTS]) {
      expect(api.calls(key), key).toHaveLength(1);
    }
    expect(api.calls(USERS)[0]!.url).toBe('/api/users?sort=newest&page=1&limit=10');
    expect(api.calls(PLACEMENT_RESOURCES)[0]!.url).toBe('/api/placement-resources?limit=10');
    expect(api.calls(LEADERBOARD)[0]!.url).toBe('/api/leaderboard?limit=100');
    expect(api.calls(USERS)[0]!.headers.get('Authorization')).toMatch(/^Bearer /);

    await waitFor(() => expect(stat('Total users')).toHaveTextContent('42'));
    expect(stat('Students / Alumni')).toHaveTextContent('30 / 10');
    expect(stat('Active today')).toHaveTextContent('7');
    expect(stat('New this week')).toHaveTextContent('5');
    expect(stat('Engagement')).toHaveTextContent('63%');
    expect(stat('Server uptime')).toHaveTextContent('99.9%');
    expect(stat('Pending resources')).toHaveTextContent('3');
    expect(stat('Open reports')).toHaveTextContent('2');

    const requests = screen.getByRole('region', { name: 'Mentorship requests' });
    expect(within(requests).getByText('17')).toBeInTheDocument();
    expect(within(requests).getByText('Rahul Nair → Ananya Iyer')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Interview experiences' })).getByText('9'),
    ).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Top contributors' })).toHaveTextContent('Ananya Iyer');
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(within(resources).getByRole('list', { name: 'Newest resources' })).toHaveTextContent(
      'DSA NotesPending Review',
    );
    expect(within(resources).getByText('Published', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '9',
    );
    expect(within(resources).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '12',
    );
    expect(screen.getByRole('link', { name: 'Review resources' })).toHaveAttribute(
      'href',
      '/admin/resources',
    );
    expect(screen.getByRole('link', { name: 'Manage resources' })).toHaveAttribute(
      'href',
      '/admin/resources',
    );
    expect(await screen.findByRole('list', { name: 'Newest admin actions' })).toHaveTextContent(
      'Deactivated user: Rahul Nair',
    );
    expect(api.unmatched).toEqual([]);
  });

  it('tolerates one failing load: that panel shows its own error and Try again, the rest render', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi({
      [LEADERBOARD]: () => jsonResponse(500, { message: 'Leaderboard is resting', code: 'INTERNAL' }),
    });
    renderDashboard();
    const panel = screen.getByRole('region', { name: 'Top contributors' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Leaderboard is resting');
    expect(await screen.findByText('Rahul Nair → Ananya Iyer')).toBeInTheDocument();
    await waitFor(() => expect(stat('Total users')).toHaveTextContent('42'));

    api.on(LEADERBOARD, () => jsonResponse(200, []));
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Nobody has earned points yet.')).toBeInTheDocument();
  });

  it("shows the spec's fallback when a failed load has no message", async () => {
    mockAdminApi({ [USER_STATS]: () => new Response('', { status: 502 }) });
    renderDashboard();
    const stats = screen.getByRole('region', { name: 'Platform statistics' });
    expect(await within(stats).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
  });

  it.each([
    [401, ADMIN_MESSAGES.unauthorized],
    [403, ADMIN_MESSAGES.forbidden],
  ])('answers a %s with the message of part 2 section 6 for the whole page', async (status, message) => {
    mockAdminApi({
      [USERS]: () => jsonResponse(status, { message: 'No', code: 'DENIED' }),
      [USER_STATS]: () => jsonResponse(status, { message: 'No', code: 'DENIED' }),
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps the tab in the address, with arrow keys between tabs', async () => {
    const user = userEvent.setup();
    mockAdminApi();
    const { router } = renderDashboard('/admin-dashboard?tab=reports');
    expect(screen.getByRole('tab', { name: /Reports/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /Reports/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=audit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: 'Platform overview' })).toBeInTheDocument();
  });
});
