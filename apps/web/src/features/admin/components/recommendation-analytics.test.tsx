import { mockAdminApi, RECOMMENDATION_ANALYTICS } from '@test/admin-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AdminDashboard } from './admin-dashboard';

vi.mock('./analytics-charts', () => ({ default: () => <div data-testid="chart" /> }));

const LABEL = 'Recommended mentors who answered their last request in 7 days';

beforeEach(() => setSession(createSession({ _id: 'admin-1', role: 'admin', token: 'admin-token' })));
afterEach(() => vi.unstubAllGlobals());

const section = async () => {
  const analytics = await screen.findByRole('region', { name: 'Analytics' });
  return within(analytics).findByRole('region', { name: 'Mentor recommendations' });
};

describe('analytics: mentor recommendations', () => {
  it('shows the share of recommended mentors who answered their last request', async () => {
    const api = mockAdminApi();
    renderPage(<AdminDashboard />, '/admin-dashboard');
    const region = await section();
    const tile = (await within(region).findByText(LABEL, { selector: 'dt' })).parentElement!;
    expect(tile).toHaveTextContent('62.5%25 of 40 mentors that recommendations can show now');
    expect(api.calls(RECOMMENDATION_ANALYTICS)).toHaveLength(1);
  });

  it('shows a dash when no mentor has a settled request', async () => {
    mockAdminApi({
      [RECOMMENDATION_ANALYTICS]: () =>
        jsonResponse(200, { success: true, data: { mentors: 0, answered: 0, answeredShare: null } }),
    });
    renderPage(<AdminDashboard />, '/admin-dashboard');
    const tile = (await within(await section()).findByText(LABEL, { selector: 'dt' })).parentElement!;
    expect(tile).toHaveTextContent(
      '—No mentor recommendations can show has had a request answered or expired yet',
    );
  });

  it('says when the figure cannot be loaded, and loads it again on Retry', async () => {
    let calls = 0;
    mockAdminApi({
      [RECOMMENDATION_ANALYTICS]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, { success: true, data: { mentors: 4, answered: 1, answeredShare: 25 } });
      },
    });
    renderPage(<AdminDashboard />, '/admin-dashboard');
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('25%')).toBeInTheDocument();
  });
});
