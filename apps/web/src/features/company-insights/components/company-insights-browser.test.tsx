import { type CompanyInsight, INSIGHT_MESSAGES, REPORT_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createInsight, INSIGHTS_API, insightListResponse, insightResponse } from '@test/insight-fixtures';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { CompanyInsightsBrowser } from './company-insights-browser';

const M = INSIGHT_MESSAGES;
const LIST = `GET ${INSIGHTS_API}`;
const me = createSession({ role: 'student' });

beforeEach(() => setSession(me));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (company: string) => screen.getByRole('article', { name: company });
const lastListQuery = (api: ReturnType<typeof mockApi>) =>
  new URL(api.calls(LIST).at(-1)!.url, 'http://localhost').searchParams;

function serveList(insights: CompanyInsight[]) {
  return () => insightListResponse(insights);
}

describe('CompanyInsightsBrowser: cards', () => {
  it('shows each card with logo, industry, location, size, salary, rating and up to 3 roles with +N', async () => {
    mockApi({
      [LIST]: serveList([
        createInsight({
          company: 'Acme',
          logo: '🚀',
          industry: 'Finance',
          location: 'Pune',
          companySize: 'Small',
          rolesOffered: ['SDE', 'QA', 'Data Analyst', 'PM', 'Designer'],
          salaryRange: { min: 600_000, max: 1_200_000, currency: 'INR' },
          averageRating: 4.56,
          totalRatings: 12,
        }),
        createInsight({
          company: 'Globex',
          rolesOffered: ['SRE'],
          salaryRange: { min: 0, max: 0, currency: 'USD' },
          averageRating: 3.2,
          totalRatings: 1,
        }),
      ]),
    });
    renderWithClient(<CompanyInsightsBrowser />);
    const acme = await screen.findByRole('article', { name: 'Acme' });
    expect(within(acme).getByText('🚀')).toBeInTheDocument();
    expect(within(acme).getByText('Finance')).toBeInTheDocument();
    expect(within(acme).getByText('Pune')).toBeInTheDocument();
    expect(within(acme).getByText('Small')).toBeInTheDocument();
    expect(within(acme).getByText('₹600K - ₹1,200K')).toBeInTheDocument();
    const roles = within(acme).getByRole('list', { name: 'Roles offered' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SDE', 'QA', 'Data Analyst', '+2and 2 more: PM, Designer']);
    const acmeRating = within(acme).getByText('4.6').closest('[data-tone]');
    expect(acmeRating).toHaveAttribute('data-tone', 'green');
    expect(acmeRating).toHaveTextContent('(12 reviews)');

    const globex = card('Globex');
    expect(within(globex).getByText('Not specified')).toBeInTheDocument();
    expect(within(globex).getByText('3.2').closest('[data-tone]')).toHaveAttribute('data-tone', 'orange');
    expect(within(globex).queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('offers Rate and Report on other people’s insights, Edit and Delete where canEdit, none of them on one’s own', async () => {
    mockApi({
      [LIST]: serveList([
        createInsight({ company: 'Theirs' }),
        createInsight({ company: 'Mine', creator: { _id: me._id, name: me.name }, canEdit: true }),
      ]),
    });
    renderWithClient(<CompanyInsightsBrowser />);
    const theirs = await screen.findByRole('article', { name: 'Theirs' });
    expect(within(theirs).getByRole('button', { name: 'View Details Theirs' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Rate Theirs' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Report Theirs' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const mine = card('Mine');
    expect(within(mine).queryByRole('button', { name: /Rate/ })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    const mineId = mine.getAttribute('aria-labelledby')!.replace(/^insight-|-name$/g, '');
    expect(within(mine).getByRole('link', { name: 'Edit Mine' })).toHaveAttribute(
      'href',
      `/company-insights/edit/${mineId}`,
    );
    expect(within(mine).getByRole('button', { name: 'Delete Mine' })).toBeInTheDocument();
  });

  it("says 'No companies found', and offers to clear a search that found nothing", async () => {
    const api = mockApi({ [LIST]: serveList([]) });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    expect(await screen.findByRole('heading', { name: M.empty })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all companies' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Retail');
    await user.click(await screen.findByRole('button', { name: 'Show all companies' }));
    await waitFor(() => expect(lastListQuery(api).get('industry')).toBeNull());
  });

  it("shows 'Failed to fetch company insights' when the list cannot load, and tries again", async () => {
    const api = mockApi({ [LIST]: () => jsonResponse(500, {}) });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.fetchFailed);

    api.on(LIST, serveList([createInsight({ company: 'Back again' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('CompanyInsightsBrowser: search, filters, sort and pages', () => {
  it('sends the search (once typing pauses), industry, size and sort, starting again at page 1', async () => {
    const api = mockApi({ [LIST]: () => insightListResponse([createInsight()], 30) });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await screen.findByRole('article');
    expect(lastListQuery(api).toString()).toBe('sort=recent&page=1&limit=12');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListQuery(api).get('page')).toBe('2'));
    expect(screen.getByRole('heading', { name: 'Companies' })).toHaveFocus();

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'Acme');
    await waitFor(() => expect(lastListQuery(api).get('q')).toBe('Acme'));
    expect(api.calls(LIST).filter((call) => call.url.includes('q=A&') || call.url.includes('q=Ac&'))).toEqual(
      [],
    );
    expect(lastListQuery(api).get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Finance');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), 'Small');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest salary');
    await waitFor(() =>
      expect(lastListQuery(api).toString()).toBe(
        'q=Acme&industry=Finance&size=Small&sort=salary&page=1&limit=12',
      ),
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['recent', 'rating', 'reviews', 'salary']);
    expect(
      within(screen.getByRole('combobox', { name: 'Company size' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All sizes', 'Small', 'Medium', 'Large']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListQuery(api).toString()).toBe('sort=salary&page=1&limit=12'));
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('');
  });

  it('counts the companies shown from X-Total-Count and hides the pager on one page', async () => {
    mockApi({ [LIST]: () => insightListResponse([createInsight(), createInsight()], 2) });
    renderWithClient(<CompanyInsightsBrowser />);
    expect(await screen.findByText('Showing 1–2 of 2 companies')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('CompanyInsightsBrowser: detail dialog', () => {
  it('shows every section and the newest ratings with their comments', async () => {
    const insight = createInsight({
      company: 'Acme',
      recruitmentPattern: 'Drive in August',
      rolesOffered: ['SDE', 'QA', 'PM', 'SRE'],
      hiringProcess: { rounds: 3, duration: '2 weeks', description: 'Test, tech, HR' },
      workCulture: 'Calm and kind',
      benefits: ['Gym'],
      expectations: { technical: ['Graphs'], behavioral: ['Ownership'], educational: 'Any degree' },
      tips: 'Ask questions',
    });
    mockApi({
      [LIST]: serveList([insight]),
      [`GET ${INSIGHTS_API}/${insight._id}`]: () =>
        insightResponse({
          ...insight,
          ratings: [
            {
              user: 'u1',
              userName: 'Sneha Patel',
              rating: 5,
              comment: 'Great mentors',
              createdAt: insight.createdAt,
            },
          ],
        }),
    });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'View Details Acme' }));
    const dialog = screen.getByRole('dialog', { name: /Acme/ });
    for (const title of [
      'Recruitment pattern',
      'Roles offered',
      'Hiring process',
      'Salary',
      'Work culture',
      'Benefits',
      'What they expect',
      'Tips for candidates',
      'Recent ratings',
    ]) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const text of [
      'Drive in August',
      'SRE',
      'Test, tech, HR',
      'Calm and kind',
      'Gym',
      'Graphs',
      'Ownership',
      'Any degree',
      'Ask questions',
      '2 weeks',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('₹1,200K - ₹2,400K (INR)')).toBeInTheDocument();
    expect(await within(dialog).findByText('Great mentors')).toBeInTheDocument();
    expect(within(dialog).getByText('Sneha Patel')).toBeInTheDocument();
  });
});

describe('CompanyInsightsBrowser: rating', () => {
  it('prefills my rating, requires stars, replaces the card with the answer and says so', async () => {
    const mine = (rating: number, comment: string) => ({
      user: me._id,
      userName: me.name,
      rating,
      comment,
      createdAt: '2026-01-11T10:00:00.000Z',
    });
    // A list item carries the caller's own entry of ratings; the rate answer is the insight itself.
    const insight = createInsight({
      company: 'Acme',
      averageRating: 3,
      totalRatings: 2,
      ratings: [mine(2, 'Slow process')],
      myRating: { rating: 2, comment: 'Slow process' },
    });
    const api = mockApi({
      [LIST]: serveList([insight]),
      [`POST ${INSIGHTS_API}/${insight._id}/rate`]: ({ body }) => {
        const { rating, comment } = body as { rating: number; comment: string };
        return insightResponse({
          ...insight,
          averageRating: 4.5,
          totalRatings: 2,
          ratings: [mine(rating, comment), { ...mine(4, 'Fine'), user: 'someone-else', userName: 'Other' }],
          myRating: { rating, comment },
        });
      },
    });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Rate Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Acme' });
    expect(within(dialog).getByRole('radio', { name: '2 stars, Fair' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Slow process');
    for (const name of ['1 star, Poor', '3 stars, Good', '4 stars, Very Good', '5 stars, Excellent']) {
      expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    }

    await user.click(within(dialog).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Much better now');
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies(`POST ${INSIGHTS_API}/${insight._id}/rate`)).toEqual([
      { rating: 5, comment: 'Much better now' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(M.rated);
    expect(within(card('Acme')).getByText('4.5').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(within(card('Acme')).getByText('You rated it 5 of 5')).toBeInTheDocument();
    expect(api.calls(LIST)).toHaveLength(1);

    // Opened again, the dialog pre-fills from the replaced card.
    await user.click(within(card('Acme')).getByRole('button', { name: 'Rate Acme' }));
    const again = screen.getByRole('dialog', { name: 'Rate Acme' });
    expect(within(again).getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Much better now');
  });

  it("says 'Please select a rating' without sending, and shows a failure in the dialog", async () => {
    const insight = createInsight({ company: 'Acme' });
    const api = mockApi({
      [LIST]: serveList([insight]),
      [`POST ${INSIGHTS_API}/${insight._id}/rate`]: () => jsonResponse(500, {}),
    });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Rate Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Acme' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(within(dialog).getByText(M.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '1 star, Poor' })).toHaveFocus();
    expect(api.calls(`POST ${INSIGHTS_API}/${insight._id}/rate`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '3 stars, Good' }));
    expect(within(dialog).queryByText(M.ratingRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.rateFailed);
    expect(api.bodies(`POST ${INSIGHTS_API}/${insight._id}/rate`)).toEqual([{ rating: 3, comment: '' }]);
    expect(within(dialog).getByRole('button', { name: 'Submit rating' })).toBeEnabled();
  });
});

describe('CompanyInsightsBrowser: delete', () => {
  it('asks first, removes the card, closes the detail dialog and shows the banner for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(createSession({ role: 'admin' }));
    const doomed = createInsight({ company: 'Doomed', canEdit: true });
    let stored = [doomed, createInsight({ company: 'Stays', canEdit: true })];
    const removal = deferred();
    const api = mockApi({
      [LIST]: () => insightListResponse(stored),
      [`GET ${INSIGHTS_API}/${doomed._id}`]: () => insightResponse(doomed),
      [`DELETE ${INSIGHTS_API}/${doomed._id}`]: removal.handler,
    });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'View Details Doomed' }));
    const detail = screen.getByRole('dialog', { name: /Doomed/ });
    await user.click(within(detail).getByRole('button', { name: 'Delete Doomed' }));

    const confirm = screen.getByRole('dialog', { name: 'Delete company insight' });
    expect(confirm).toHaveTextContent(M.deleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Deleting…' })).toBeDisabled();

    stored = stored.filter((item) => item !== doomed);
    await act(async () => removal.respond(jsonResponse(200, { success: true, message: M.deleted })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Doomed' })).not.toBeInTheDocument();
    expect(card('Stays')).toBeInTheDocument();
    expect(api.calls(`DELETE ${INSIGHTS_API}/${doomed._id}`)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(M.deleted);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText(M.deleted)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(M.deleted)).not.toBeInTheDocument();
  });

  it('keeps the card and shows the failure in the dialog when deleting fails; Cancel sends nothing', async () => {
    setSession(createSession({ role: 'admin' }));
    const insight = createInsight({ company: 'Acme', canEdit: true });
    const api = mockApi({
      [LIST]: serveList([insight]),
      [`DELETE ${INSIGHTS_API}/${insight._id}`]: () => jsonResponse(500, {}),
    });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE ${INSIGHTS_API}/${insight._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete company insight' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(M.deleteFailed);
    expect(card('Acme')).toBeInTheDocument();
  });
});

describe('CompanyInsightsBrowser: report', () => {
  it('sends the reason and details and thanks the reporter', async () => {
    const insight = createInsight({ company: 'Acme' });
    const api = mockApi({
      [LIST]: serveList([insight]),
      [`POST ${INSIGHTS_API}/${insight._id}/report`]: () =>
        jsonResponse(201, { success: true, message: REPORT_MESSAGES.sent }),
    });
    const { user } = renderWithClient(<CompanyInsightsBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Report Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Acme' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'An advert');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(api.bodies(`POST ${INSIGHTS_API}/${insight._id}/report`)).toEqual([
      { reason: 'Spam or advertising', details: 'An advert' },
    ]);
  });
});

describe('CompanyInsightsBrowser: notice', () => {
  it('shows the notice it was given (the create page’s outcome)', async () => {
    mockApi({ [LIST]: serveList([]) });
    renderWithClient(<CompanyInsightsBrowser notice={M.created} />);
    expect(await screen.findByRole('status')).toHaveTextContent(M.created);
  });
});
