import { ADMIN_MESSAGES } from '@mentorbridge/shared';
import { createReportedItem, decidePath, mockAdminApi, REPORTS, reportsResponse } from '@test/admin-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AdminDashboard } from './admin-dashboard';
import { DECISION_FAILED } from './report-decision-dialog';

vi.mock('./analytics-charts', () => ({ default: () => null }));

const spam = createReportedItem({ _id: 'rep-spam', targetLabel: 'Acme Corp interview', reportCount: 3 });
const profile = createReportedItem({
  _id: 'rep-profile',
  kind: 'profile',
  targetLabel: 'Fake Mentor',
  targetPath: '/alumni/u-fake',
  author: { _id: 'u-fake', name: 'Fake Mentor' },
  reportCount: 1,
  reasons: [{ reason: 'Other', count: 1 }],
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const renderReports = (search = '?tab=reports') =>
  renderPage(<AdminDashboard />, '/admin-dashboard', `/admin-dashboard${search}`);
const lastQuery = (api: ReturnType<typeof mockAdminApi>) =>
  new URL(api.calls(REPORTS).at(-1)!.url, 'http://localhost').searchParams;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ _id: 'admin-1', role: 'admin' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reports panel', () => {
  it('lists reported items with their counts, reasons, newest reports and a link to the item', async () => {
    const api = mockAdminApi({
      [REPORTS]: () => reportsResponse([spam, profile], { experience: 1, profile: 1 }),
    });
    renderReports();
    const card = await screen.findByRole('article', { name: 'Acme Corp interview' });
    expect(card).toHaveTextContent('Interview experience');
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('3 reports');
    expect(within(card).getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'Spam or advertising × 1Inaccurate or misleading × 1',
    );
    expect(within(card).getByRole('list', { name: 'Newest reports' })).toHaveTextContent(
      'Rahul Nair · Spam or advertising“Links to a paid course.”',
    );
    expect(within(card).getByRole('link', { name: /Open the interview experience/ })).toHaveAttribute(
      'href',
      '/interviews?q=acme',
    );
    expect(screen.getByRole('tab', { name: 'Reports 2' })).toHaveAttribute('aria-selected', 'true');
    expect(lastQuery(api).toString()).toBe('status=open&page=1&limit=20');
  });

  it('filters by open or closed and by kind, back to the first page, in the address', async () => {
    const api = mockAdminApi({ [REPORTS]: () => reportsResponse([], { profile: 2 }) });
    const user = setup();
    const { router } = renderReports('?tab=reports&reportPage=2');
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Profiles (2 open)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'profile');
    expect(router.state.location.search).toBe('?tab=reports&reportStatus=closed&kind=profile');
    await waitFor(() => expect(lastQuery(api).toString()).toBe('status=closed&kind=profile&page=1&limit=20'));
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();
  });

  it('approves (dismisses) after a confirmation, and the banner clears after 3 s', async () => {
    const api = mockAdminApi({
      [REPORTS]: () => reportsResponse([spam]),
      [decidePath('rep-spam')]: () =>
        jsonResponse(200, { success: true, message: ADMIN_MESSAGES.reportDismissed }),
    });
    const user = setup();
    renderReports();
    await user.click(
      await screen.findByRole('button', { name: 'Approve the reports of Acme Corp interview' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve report' });
    expect(dialog).toHaveTextContent(
      'Dismiss the reports of "Acme Corp interview"? The content stays as it is.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.reportDismissed);
    expect(api.bodies(decidePath('rep-spam'))).toEqual([{ decision: 'approve' }]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    expect(screen.queryByText(ADMIN_MESSAGES.reportDismissed)).not.toBeInTheDocument();
  });

  it("removes the content after 'This action cannot be undone.', with a reason; failures stay in the dialog", async () => {
    const api = mockAdminApi({
      [REPORTS]: () => reportsResponse([spam, profile]),
      [decidePath('rep-spam')]: () => new Response('', { status: 500 }),
    });
    const user = setup();
    renderReports();
    await user.click(await screen.findByRole('button', { name: 'Remove Acme Corp interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove content' });
    expect(dialog).toHaveTextContent('Remove "Acme Corp interview"? This action cannot be undone.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DECISION_FAILED);

    api.on(decidePath('rep-spam'), () =>
      jsonResponse(200, { success: true, message: ADMIN_MESSAGES.contentRemoved }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.contentRemoved);
    expect(api.bodies(decidePath('rep-spam'))).toEqual([
      { decision: 'remove', reason: 'Advertising' },
      { decision: 'remove', reason: 'Advertising' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Fake Mentor' }));
    expect(screen.getByRole('dialog', { name: 'Remove profile' })).toHaveTextContent(
      'Deactivate the account of "Fake Mentor"?',
    );
  });

  it('offers no decision on a closed item', async () => {
    mockAdminApi({
      [REPORTS]: () =>
        reportsResponse([
          { ...spam, status: 'removed', resolvedAt: '2026-03-06T10:00:00.000Z', targetPath: null },
        ]),
    });
    renderReports('?tab=reports&reportStatus=closed');
    const card = await screen.findByRole('article', { name: 'Acme Corp interview' });
    expect(card).toHaveTextContent('Removed');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('reports panel: session reviews', () => {
  it('shows a reported review with what it says, its student and a link to the mentor’s profile', async () => {
    const review = createReportedItem({
      _id: 'rep-review',
      kind: 'review',
      targetLabel: '1★ review of Rahul Verma: “Useless, rude mentor”',
      targetPath: '/alumni/u-rahul',
      author: { _id: 'u-asha', name: 'Asha Verma' },
      reportCount: 1,
      reasons: [{ reason: 'Offensive or inappropriate', count: 1 }],
    });
    mockAdminApi({ [REPORTS]: () => reportsResponse([review], { review: 1 }) });
    renderReports('?tab=reports&kind=review');
    const card = await screen.findByRole('article', {
      name: '1★ review of Rahul Verma: “Useless, rude mentor”',
    });
    expect(card).toHaveTextContent('Session review');
    expect(card).toHaveTextContent('By Asha Verma');
    expect(within(card).getByRole('link', { name: /Open the session review/ })).toHaveAttribute(
      'href',
      '/alumni/u-rahul',
    );
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('review');
  });
});
