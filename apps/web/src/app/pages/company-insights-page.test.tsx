import { INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createInsight, INSIGHTS_API, insightListResponse } from '@test/insight-fixtures';
import { mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import CompanyInsightsPage from './company-insights-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderList(role: 'student' | 'alumni' | 'admin', state?: unknown) {
  setSession(createSession({ role }));
  mockApi({ [`GET ${INSIGHTS_API}`]: () => insightListResponse([createInsight({ company: 'Acme' })]) });
  return renderPage(<CompanyInsightsPage />, '/company-insights', { pathname: '/company-insights', state });
}

describe('/company-insights', () => {
  it.each(['alumni', 'admin'] as const)('offers Add Company Insight to an %s', async (role) => {
    renderList(role);
    expect(await screen.findByRole('link', { name: 'Add Company Insight' })).toHaveAttribute(
      'href',
      '/company-insights/create',
    );
  });

  it('lists the companies for a student, without Add Company Insight', async () => {
    renderList('student');
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company Insights' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Company Insight' })).not.toBeInTheDocument();
  });

  it('shows the outcome the create page sent, once: it is taken out of the history entry', async () => {
    const { router } = renderList('alumni', { insightNotice: INSIGHT_MESSAGES.created });
    expect(await screen.findByText(INSIGHT_MESSAGES.created)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText(INSIGHT_MESSAGES.created)).toBeInTheDocument();
  });
});
