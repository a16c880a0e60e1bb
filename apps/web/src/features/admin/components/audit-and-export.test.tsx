import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import { ANALYTICS, AUDIT_LOG, auditResponse, createAuditEntry, mockAdminApi } from '@test/admin-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse } from '@test/mock-api';
import { renderPage } from '@test/render';
import { fileResponse, stubBlobDownloads } from '@test/resource-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AdminDashboard } from './admin-dashboard';
import { EXPORT_FAILED } from './export-panel';

vi.mock('./analytics-charts', () => ({ default: () => <div data-testid="chart" /> }));

const renderDashboard = (search = '') =>
  renderPage(<AdminDashboard />, '/admin-dashboard', `/admin-dashboard${search}`);

beforeEach(() => setSession(createSession({ _id: 'admin-1', role: 'admin', token: 'admin-token' })));
afterEach(() => vi.unstubAllGlobals());

describe('audit log tab', () => {
  it('shows each act readably, filters by action and pages', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi({
      [AUDIT_LOG]: ({ url }) =>
        auditResponse(
          [
            createAuditEntry({ targetLabel: 'Rahul Nair', reason: 'Spam messages' }),
            createAuditEntry({
              action: 'resource.publish',
              targetType: 'resource',
              targetLabel: 'DSA Notes',
              before: { status: 'pending', isVerified: false },
              after: { status: 'published', isVerified: true },
            }),
          ],
          url.searchParams.get('action') ? 2 : 45,
        ),
    });
    const { router } = renderDashboard('?tab=audit');
    const log = await screen.findByRole('list', { name: 'Audit log, page 1 of 3' });
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first).toHaveTextContent('Deactivated user');
    expect(first).toHaveTextContent('Rahul Nair');
    expect(first).toHaveTextContent('ActiveYes → changed to No');
    expect(first).toHaveTextContent('Reason: Spam messages');
    expect(second).toHaveTextContent('Published resource');
    expect(second).toHaveTextContent('Statuspending → changed to published');
    expect(second).toHaveTextContent('PublishedNo → changed to Yes');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?tab=audit&auditPage=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Deleted user');
    expect(router.state.location.search).toBe('?tab=audit&action=user.delete');
    await waitFor(() =>
      expect(api.calls(AUDIT_LOG).at(-1)!.url).toBe(
        '/api/admin/audit-log?action=user.delete&page=1&limit=20',
      ),
    );
    expect(await screen.findByRole('list', { name: 'Audit log, page 1 of 1' })).toBeInTheDocument();
  });
});

describe('audit log tab, for an admin in Los Angeles', () => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('sums up an early workshop completion in one sentence, its times in the admin’s zone', async () => {
    mockAdminApi({
      [AUDIT_LOG]: () =>
        auditResponse([
          createAuditEntry({
            actor: { _id: 'alumni-1', name: 'Rahul Verma' },
            action: 'workshop.complete_early',
            targetType: 'workshop',
            targetLabel: 'Mock Interview',
            before: null,
            after: { scheduledDate: '2026-12-01T12:30:00.000Z', completedAt: '2026-11-28T10:00:00.000Z' },
            createdAt: '2026-11-28T10:00:00.000Z',
          }),
          createAuditEntry({
            action: 'resource.refuse',
            targetType: 'resource',
            before: null,
            after: { refusedAt: '2026-11-28T10:00:00.000Z' },
          }),
        ]),
    });
    renderDashboard('?tab=audit');
    const log = await screen.findByRole('list', { name: 'Audit log, page 1 of 1' });
    const [early, refused] = within(log).getAllByRole('listitem');
    expect(early).toHaveTextContent('Sat, 28 Nov, 2026, 2:00 am GMT-8Rahul Verma');
    expect(early).toHaveTextContent(
      'Completed 3 days before its start (scheduled Tue, 1 Dec, 2026, 4:30 am GMT-8; completed Sat, 28 Nov, 2026, 2:00 am GMT-8).',
    );
    expect(early).not.toHaveTextContent('→');
    expect(early).not.toHaveTextContent('2026-12-01T');
    expect(refused).toHaveTextContent('Refused atSat, 28 Nov, 2026, 2:00 am GMT-8');
    expect(refused).not.toHaveTextContent(/—|→/);
  });

  it('says what the log records when it is empty', async () => {
    mockAdminApi({ [AUDIT_LOG]: () => auditResponse([]) });
    renderDashboard('?tab=audit');
    expect(
      await screen.findByText('Admin acts, and workshops completed before their start, are recorded here.'),
    ).toBeInTheDocument();
  });
});

describe('overview: analytics and exports', () => {
  it('shows the analytics with tables beside the charts, and sends a chosen range', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi();
    const { router } = renderDashboard();
    const analytics = await screen.findByRole('region', { name: 'Analytics' });
    expect(await within(analytics).findByText('From 5 Jan 2026 to 29 Mar 2026')).toBeInTheDocument();
    expect(api.calls(ANALYTICS)[0]!.url).toBe('/api/admin/analytics');
    const tile = (label: string) => within(analytics).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Median time to answer')).toHaveTextContent('5.5 h');
    expect(tile('Response rate')).toHaveTextContent('62.5%');
    expect(tile('Workshops held')).toHaveTextContent('4');
    expect(tile('Attendance rate')).toHaveTextContent('75%');
    const signups = within(analytics).getByRole('figure', { name: 'Sign-ups per week by role' });
    expect(await within(signups).findByTestId('chart')).toBeInTheDocument();
    expect(within(signups).getByRole('table', { name: 'Sign-ups per week by role' })).toHaveTextContent(
      '16 Mar4104',
    );
    for (const title of [
      'Mentorship requests by status',
      'Most-booked workshop categories',
      'Most-read companies',
    ]) {
      expect(within(analytics).getByRole('figure', { name: title })).toBeInTheDocument();
    }

    await user.type(within(analytics).getByLabelText('From'), '2026-03-10');
    await user.type(within(analytics).getByLabelText('To'), '2026-03-01');
    await user.click(within(analytics).getByRole('button', { name: 'Apply' }));
    expect(within(analytics).getByText(ADMIN_MESSAGES.rangeInvalid)).toBeInTheDocument();

    await user.clear(within(analytics).getByLabelText('To'));
    await user.type(within(analytics).getByLabelText('To'), '2026-03-20');
    await user.click(within(analytics).getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?from=2026-03-10&to=2026-03-20');
    await waitFor(() =>
      expect(api.calls(ANALYTICS).at(-1)!.url).toBe('/api/admin/analytics?from=2026-03-10&to=2026-03-20'),
    );
  });

  it("downloads each export with the token, under the server's file name", async () => {
    const user = userEvent.setup();
    const { saved } = stubBlobDownloads();
    const api = mockAdminApi({
      'GET /api/admin/export/users.csv': () =>
        fileResponse('name,email\r\n', {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="mentorbridge-users-2026-03-10.csv"',
        }),
      'GET /api/admin/export/leaderboard.csv': () => jsonResponse(500, { message: '', code: 'INTERNAL' }),
    });
    renderDashboard();
    const exports = screen.getByRole('region', { name: 'Export data' });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Users CSV',
      'Mentorship requests CSV',
      'Workshop attendance CSV',
      'Leaderboard CSV',
      'Mentor sessions CSV',
    ]);
    await user.click(within(exports).getByRole('button', { name: 'Users CSV' }));
    expect(await within(exports).findByRole('status')).toHaveTextContent(
      'Downloaded mentorbridge-users-2026-03-10.csv',
    );
    expect(saved).toEqual(['mentorbridge-users-2026-03-10.csv']);
    expect(api.calls('GET /api/admin/export/users.csv')[0]!.headers.get('Authorization')).toBe(
      'Bearer admin-token',
    );

    await user.click(within(exports).getByRole('button', { name: 'Leaderboard CSV' }));
    expect(await within(exports).findByRole('alert')).toHaveTextContent(EXPORT_FAILED);
  });
});
