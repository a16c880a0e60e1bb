import { INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { doubleClickAtOnce } from '@test/double-click';
import { createSession } from '@test/factories';
import {
  createInsight,
  INSIGHTS_API,
  insightListResponse,
  insightSavedResponse,
} from '@test/insight-fixtures';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import CompanyInsightsCreatePage from './company-insights-create-page';
import CompanyInsightsPage from './company-insights-page';

const M = INSIGHT_MESSAGES;
const CREATE = `POST ${INSIGHTS_API}`;

function renderCreate(role: 'alumni' | 'admin' | 'student' = 'alumni') {
  setSession(createSession({ role }));
  const user = userEvent.setup();
  const result = renderPage(
    <CompanyInsightsCreatePage />,
    '/company-insights/create',
    '/company-insights/create',
    [{ path: '/company-insights', element: <CompanyInsightsPage /> }],
  );
  return { user, ...result };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/company-insights/create', () => {
  it('shows Access Denied to a student', () => {
    mockApi();
    renderCreate('student');
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(M.createDenied)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Company Insights' })).toHaveAttribute(
      'href',
      '/company-insights',
    );
  });

  it('has every section, a Back link and the defaults: building logo, size Medium, currency USD', () => {
    mockApi();
    renderCreate('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Company Insight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Company Insights' })).toHaveAttribute(
      'href',
      '/company-insights',
    );
    for (const section of [
      'Basic Information',
      'Recruitment & Roles',
      'Salary Information',
      'Work Culture & Benefits',
      'Hiring Process',
      'Candidate Expectations',
      'Tips for Candidates',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(field('Logo')).toHaveValue('🏢');
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveValue('Medium');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('shows the required messages next to their fields and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderCreate();
    await user.clear(field('Logo'));
    await user.type(field('Logo'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Add Company Insight' }));

    expect(await screen.findByText(M.companyRequired)).toBeInTheDocument();
    expect(field('Company name')).toHaveAccessibleDescription(M.companyRequired);
    expect(field('Company name')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /^Industry/ })).toHaveAccessibleDescription(
      M.industryRequired,
    );
    expect(field('Recruitment pattern')).toHaveAccessibleDescription(M.patternRequired);
    expect(field('Roles offered')).toHaveAccessibleDescription(
      `Separate items with commas. ${M.rolesRequired}`,
    );
    expect(field('Logo')).toHaveAccessibleDescription(`An emoji, up to 2 characters. ${M.logoMax}`);
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('sends the lists split and the numbers as integers (0 when empty), once, then returns to the list with the message', async () => {
    const saved = createInsight({ company: 'Acme' });
    const answer = deferred();
    const api = mockApi({
      [CREATE]: answer.handler,
      [`GET ${INSIGHTS_API}`]: () => insightListResponse([saved]),
    });
    const { user, router } = renderCreate();
    await user.type(field('Company name'), '  Acme  ');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'Finance');
    await user.type(field('Location'), 'Pune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), 'Large');
    await user.type(field('Recruitment pattern'), 'Campus drive');
    await user.type(field('Roles offered'), 'SDE, , Data Analyst ,');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum salary' }), '1200000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'INR');
    await user.type(field('Benefits'), 'Gym,Meals');
    await user.type(field('Technical expectations'), 'DSA, SQL');
    await user.type(screen.getByRole('spinbutton', { name: 'Number of rounds' }), '3');
    await user.type(field('Tips'), 'Be curious');

    doubleClickAtOnce(screen.getByRole('button', { name: 'Add Company Insight' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => answer.respond(insightSavedResponse(saved, M.created, 201)));

    expect(await screen.findByRole('heading', { level: 1, name: 'Company Insights' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-insights');
    expect((await screen.findByText(M.created)).closest('[role="status"]')).toBeInTheDocument();
    const calls = api.calls(CREATE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(calls[0]!.body).toEqual({
      company: 'Acme',
      logo: '🏢',
      industry: 'Finance',
      location: 'Pune',
      companySize: 'Large',
      recruitmentPattern: 'Campus drive',
      rolesOffered: ['SDE', 'Data Analyst'],
      hiringProcess: { rounds: 3, duration: '', description: '' },
      salaryRange: { min: 0, max: 1_200_000, currency: 'INR' },
      workCulture: '',
      benefits: ['Gym', 'Meals'],
      tips: 'Be curious',
      expectations: { technical: ['DSA', 'SQL'], behavioral: [], educational: '' },
    });
  });

  it("shows 'Failed to create company insight' beside the button and lets the user try again", async () => {
    const api = mockApi({ [CREATE]: () => jsonResponse(500, {}) });
    const { user } = renderCreate();
    await user.type(field('Company name'), 'Acme');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'Finance');
    await user.type(field('Recruitment pattern'), 'Campus drive');
    await user.type(field('Roles offered'), 'SDE');
    await user.click(screen.getByRole('button', { name: 'Add Company Insight' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(M.createFailed);
    const button = screen.getByRole('button', { name: 'Add Company Insight' });
    expect(button).toBeEnabled();
    await user.click(button);
    await vi.waitFor(() => expect(api.calls(CREATE)).toHaveLength(2));
    // The same body is the same attempt: the retry carries the first key.
    const [first, second] = api.calls(CREATE);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it("shows the server's own sentence when it gives one", async () => {
    mockApi({ [CREATE]: () => jsonResponse(403, { message: M.createDenied, code: 'FORBIDDEN' }) });
    const { user } = renderCreate();
    await user.type(field('Company name'), 'Acme');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'Finance');
    await user.type(field('Recruitment pattern'), 'Campus drive');
    await user.type(field('Roles offered'), 'SDE');
    await user.click(screen.getByRole('button', { name: 'Add Company Insight' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.createDenied);
  });

  it('Cancel goes back to the list', async () => {
    mockApi({ [`GET ${INSIGHTS_API}`]: () => insightListResponse([]) });
    const { user, router } = renderCreate();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/company-insights');
  });
});
