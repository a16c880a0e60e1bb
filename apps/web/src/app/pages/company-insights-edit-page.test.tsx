import { type CompanyInsight, INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import {
  createInsight,
  INSIGHTS_API,
  insightListResponse,
  insightResponse,
  insightSavedResponse,
} from '@test/insight-fixtures';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import CompanyInsightsEditPage from './company-insights-edit-page';
import CompanyInsightsPage from './company-insights-page';

const M = INSIGHT_MESSAGES;

function renderEdit(id: string, role: 'alumni' | 'admin' | 'student' = 'alumni') {
  setSession(createSession({ role }));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const result = renderPage(
    <CompanyInsightsEditPage />,
    '/company-insights/edit/:id',
    `/company-insights/edit/${id}`,
    [{ path: '/company-insights', element: <CompanyInsightsPage /> }],
  );
  return { user, ...result };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const number = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });
const mine = (overrides: Partial<CompanyInsight> = {}) => createInsight({ canEdit: true, ...overrides });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/company-insights/edit/{id}', () => {
  it('shows Access Denied to a student, without loading the insight', () => {
    const api = mockApi();
    renderEdit('abc', 'student');
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(M.editDenied)).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Loading company insight...' and then the form prefilled, lists as comma-separated text", async () => {
    const insight = mine({
      company: 'Acme',
      logo: '🚀',
      industry: 'Finance',
      companySize: 'Small',
      rolesOffered: ['SDE', 'QA'],
      salaryRange: { min: 100_000, max: 200_000, currency: 'EUR' },
      hiringProcess: { rounds: 3, duration: '2 weeks', description: 'Calls' },
    });
    const load = deferred();
    mockApi({ [`GET ${INSIGHTS_API}/${insight._id}`]: load.handler });
    renderEdit(insight._id);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Company Insight' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(M.loading);

    await act(async () => load.respond(insightResponse(insight)));
    expect(await screen.findByRole('textbox', { name: /^Company name/ })).toHaveValue('Acme');
    expect(field('Logo')).toHaveValue('🚀');
    expect(screen.getByRole('combobox', { name: /^Industry/ })).toHaveValue('Finance');
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveValue('Small');
    expect(field('Roles offered')).toHaveValue('SDE, QA');
    expect(field('Benefits')).toHaveValue('Health insurance, Remote work');
    expect(field('Technical expectations')).toHaveValue('Data structures, System design');
    expect(number('Minimum salary')).toHaveValue(100_000);
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('EUR');
    expect(number('Number of rounds')).toHaveValue(3);
    expect(field('Duration')).toHaveValue('2 weeks');
  });

  it('requires the edit fields with their messages and sends nothing', async () => {
    const insight = mine();
    const api = mockApi({ [`GET ${INSIGHTS_API}/${insight._id}`]: () => insightResponse(insight) });
    const { user } = renderEdit(insight._id, 'admin');
    await screen.findByRole('textbox', { name: /^Company name/ });
    await user.clear(number('Minimum salary'));
    await user.clear(field('Work culture'));
    await user.clear(number('Number of rounds'));
    await user.clear(field('Duration'));
    await user.clear(field('Process description'));
    await user.clear(field('Technical expectations'));
    await user.clear(field('Behavioral expectations'));
    await user.clear(field('Educational expectations'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    for (const message of [
      M.salaryMinRequired,
      M.workCultureRequired,
      M.roundsRequired,
      M.durationRequired,
      M.processRequired,
      M.technicalRequired,
      M.behavioralRequired,
      M.educationalRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(number('Minimum salary')).toHaveFocus();
    expect(api.calls(`PUT ${INSIGHTS_API}/${insight._id}`)).toHaveLength(0);
  });

  it('saves the changes as lists and integers and returns to the list with the message', async () => {
    const insight = mine({ company: 'Acme' });
    const api = mockApi({
      [`GET ${INSIGHTS_API}/${insight._id}`]: () => insightResponse(insight),
      [`PUT ${INSIGHTS_API}/${insight._id}`]: () =>
        insightSavedResponse({ ...insight, company: 'Acme Corp' }, M.updated),
      [`GET ${INSIGHTS_API}`]: () => insightListResponse([{ ...insight, company: 'Acme Corp' }]),
    });
    const { user, router } = renderEdit(insight._id);
    await screen.findByRole('textbox', { name: /^Company name/ });
    await user.type(field('Company name'), ' Corp');
    await user.clear(field('Roles offered'));
    await user.type(field('Roles offered'), 'SDE,  SRE ,');
    await user.clear(number('Number of rounds'));
    await user.type(number('Number of rounds'), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Company Insights' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-insights');
    expect((await screen.findByText(M.updated)).closest('[role="status"]')).toBeInTheDocument();
    expect(api.bodies(`PUT ${INSIGHTS_API}/${insight._id}`)).toEqual([
      {
        company: 'Acme Corp',
        logo: insight.logo,
        industry: insight.industry,
        location: insight.location,
        companySize: insight.companySize,
        recruitmentPattern: insight.recruitmentPattern,
        rolesOffered: ['SDE', 'SRE'],
        hiringProcess: { ...insight.hiringProcess, rounds: 5 },
        salaryRange: insight.salaryRange,
        workCulture: insight.workCulture,
        benefits: insight.benefits,
        tips: insight.tips,
        expectations: insight.expectations,
      },
    ]);
  });

  it("shows 'Failed to update company insight' beside the button, enabled again", async () => {
    const insight = mine();
    mockApi({
      [`GET ${INSIGHTS_API}/${insight._id}`]: () => insightResponse(insight),
      [`PUT ${INSIGHTS_API}/${insight._id}`]: () => jsonResponse(500, {}),
    });
    const { user, router } = renderEdit(insight._id);
    await screen.findByRole('textbox', { name: /^Company name/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.updateFailed);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/company-insights/edit/${insight._id}`);
  });

  it('Cancel goes back to the list without saving', async () => {
    const insight = mine();
    const api = mockApi({
      [`GET ${INSIGHTS_API}/${insight._id}`]: () => insightResponse(insight),
      [`GET ${INSIGHTS_API}`]: () => insightListResponse([insight]),
    });
    const { user, router } = renderEdit(insight._id);
    await screen.findByRole('textbox', { name: /^Company name/ });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/company-insights');
    expect(api.calls(`PUT ${INSIGHTS_API}/${insight._id}`)).toHaveLength(0);
  });

  it('tells someone who may not edit it so, and takes them back to the list after 2 s', async () => {
    const insight = createInsight({ canEdit: false });
    mockApi({
      [`GET ${INSIGHTS_API}/${insight._id}`]: () => insightResponse(insight),
      [`GET ${INSIGHTS_API}`]: () => insightListResponse([insight]),
    });
    const { router } = renderEdit(insight._id);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notAuthorised);
    expect(screen.queryByRole('textbox', { name: /^Company name/ })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe(`/company-insights/edit/${insight._id}`);
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/company-insights');
  });

  it("says 'Failed to fetch company insight' when it cannot load, and goes back after 2 s", async () => {
    mockApi({
      [`GET ${INSIGHTS_API}/gone`]: () => jsonResponse(500, {}),
      [`GET ${INSIGHTS_API}`]: () => insightListResponse([]),
    });
    const { router } = renderEdit('gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.fetchOneFailed);
    act(() => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/company-insights/edit/gone');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/company-insights');
  });

  it("shows the server's sentence for an unknown insight", async () => {
    mockApi({
      [`GET ${INSIGHTS_API}/missing`]: () => jsonResponse(404, { message: M.notFound, code: 'NOT_FOUND' }),
    });
    renderEdit('missing');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notFound);
  });
});
