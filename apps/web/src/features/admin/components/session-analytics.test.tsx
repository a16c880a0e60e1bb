import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import { createSessionAnalytics, mockAdminApi, SESSION_ANALYTICS } from '@test/admin-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse } from '@test/mock-api';
import { renderPage } from '@test/render';
import { fileResponse, stubBlobDownloads } from '@test/resource-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AdminDashboard } from './admin-dashboard';

vi.mock('./analytics-charts', () => ({ default: () => <div data-testid="chart" /> }));

const renderDashboard = (search = '') =>
  renderPage(<AdminDashboard />, '/admin-dashboard', `/admin-dashboard${search}`);

beforeEach(() => setSession(createSession({ _id: 'admin-1', role: 'admin', token: 'admin-token' })));
afterEach(() => vi.unstubAllGlobals());

const sessionsSection = async () => {
  const analytics = await screen.findByRole('region', { name: 'Analytics' });
  return within(analytics).getByRole('region', { name: 'Mentor sessions' });
};
const tileIn = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).parentElement!;

describe('analytics: mentor sessions', () => {
  it('shows sessions per week, the no-show rate and the median, for the chosen range', async () => {
    const api = mockAdminApi();
    renderDashboard('?from=2026-03-16&to=2026-03-29');
    const section = await sessionsSection();
    expect(await within(section).findByText('Sessions booked', { selector: 'dt' })).toBeInTheDocument();
    expect(tileIn(section, 'Sessions booked')).toHaveTextContent('72 cancelled since');
    expect(tileIn(section, 'Sessions completed')).toHaveTextContent('7');
    expect(tileIn(section, 'No-show rate')).toHaveTextContent('12.5%Of 8 sessions held');
    expect(tileIn(section, 'Median time to first session')).toHaveTextContent(
      '3.5 daysFrom acceptance, over 4 mentorships',
    );
    const figure = within(section).getByRole('figure', { name: 'Mentor sessions per week' });
    expect(await within(figure).findByTestId('chart')).toBeInTheDocument();
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Week ofBookedCompleted', '16 Mar53', '23 Mar24']);
    expect(api.calls(SESSION_ANALYTICS).map((call) => call.url)).toEqual([
      '/api/admin/analytics/sessions?from=2026-03-16&to=2026-03-29',
    ]);
  });

  it('says so when no session was booked or held', async () => {
    mockAdminApi({
      [SESSION_ANALYTICS]: () =>
        jsonResponse(200, {
          success: true,
          data: createSessionAnalytics({
            byWeek: [{ week: '2026-03-16', booked: 0, completed: 0 }],
            booked: 0,
            cancelled: 0,
            completed: 0,
            noShows: 0,
            noShowRate: null,
            medianHoursToFirstSession: null,
            firstSessions: 0,
          }),
        }),
    });
    renderDashboard();
    const section = await sessionsSection();
    expect(await within(section).findByText('No session was booked or held in this period.')).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(tileIn(section, 'No-show rate')).toHaveTextContent('—No session held yet');
    expect(tileIn(section, 'Median time to first session')).toHaveTextContent(
      '—No accepted mentorship has a session yet',
    );
  });

  it('shows its own failure with a retry, the rest of the analytics still there', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockAdminApi({
      [SESSION_ANALYTICS]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: '', code: 'INTERNAL_ERROR' })
          : jsonResponse(200, { success: true, data: createSessionAnalytics() });
      },
    });
    renderDashboard();
    const section = await sessionsSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
    const analytics = screen.getByRole('region', { name: 'Analytics' });
    expect(await within(analytics).findByText('Response rate', { selector: 'dt' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tileIn(section, 'Sessions booked')).toHaveTextContent('7'));
  });

  it('downloads the sessions CSV from the export panel beside it', async () => {
    const user = userEvent.setup();
    const { saved } = stubBlobDownloads();
    const api = mockAdminApi({
      'GET /api/admin/export/sessions.csv': () =>
        fileResponse('Session ID\r\n', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="mentorbridge-sessions-2026-03-10.csv"',
        }),
    });
    renderDashboard();
    const exports = screen.getByRole('region', { name: 'Export data' });
    await user.click(within(exports).getByRole('button', { name: 'Mentor sessions CSV' }));
    expect(await within(exports).findByRole('status')).toHaveTextContent(
      'Downloaded mentorbridge-sessions-2026-03-10.csv',
    );
    expect(saved).toEqual(['mentorbridge-sessions-2026-03-10.csv']);
    expect(api.calls('GET /api/admin/export/sessions.csv')).toHaveLength(1);
  });
});
