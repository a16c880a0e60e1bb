import { EXPERIENCE_MESSAGES, type InterviewExperience, REPORT_MESSAGES } from '@mentorbridge/shared';
import { createInterviewExperience, createStoredQuestion, INTERVIEWS } from '@test/experience-fixtures';
import { createSession } from '@test/factories';
import { deferred, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { InterviewExperiencesBrowser } from './interview-experiences-browser';

const LIST = `GET ${INTERVIEWS}`;

beforeEach(() => setSession(createSession({ role: 'student' })));
afterEach(() => vi.unstubAllGlobals());

const listOf =
  (experiences: InterviewExperience[], total = experiences.length) =>
  () =>
    jsonResponse(200, experiences, { 'X-Total-Count': String(total) });

function renderBrowser(entry = '/interviews') {
  const user = userEvent.setup();
  const result = renderPage(<InterviewExperiencesBrowser />, '/interviews', entry);
  return { ...result, user };
}

const card = (company: string) => screen.getByRole('article', { name: company });
const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.calls(LIST).map((call) => new URL(call.url, 'http://localhost').searchParams.toString());

describe('InterviewExperiencesBrowser', () => {
  it('shows cards with company, outcome, author, at most 2 question previews, and the count', async () => {
    const questions = [
      createStoredQuestion({ question: 'Reverse a linked list' }),
      createStoredQuestion({ question: 'Why Google?', round: 'HR', types: ['HR'] }),
      createStoredQuestion({ question: 'Design a URL shortener', round: 'System Design' }),
    ];
    const api = mockApi({
      [LIST]: listOf(
        [
          createInterviewExperience({
            company: 'Google',
            role: 'SWE Intern',
            outcome: 'selected',
            questions,
          }),
          createInterviewExperience({ company: 'Acme', outcome: 'rejected', alumni: null }),
        ],
        42,
      ),
    });
    renderBrowser();

    const google = await screen.findByRole('article', { name: 'Google' });
    expect(screen.getByText('Showing 2 of 42 experiences')).toBeInTheDocument();
    expect(within(google).getByText('SWE Intern')).toBeInTheDocument();
    expect(within(google).getByText('Selected')).toBeInTheDocument();
    expect(within(google).getByText('Ananya Iyer')).toBeInTheDocument();
    expect(within(google).getByText('Reverse a linked list')).toBeInTheDocument();
    expect(within(google).getByText('Why Google?')).toBeInTheDocument();
    expect(within(google).queryByText('Design a URL shortener')).not.toBeInTheDocument();
    expect(within(google).getByText('+1 more question in the details')).toBeInTheDocument();
    const profile = within(google).getByRole('link', { name: /View Profile/ });
    expect(profile.getAttribute('href')).toMatch(/^\/alumni\/alumni-\d+$/);

    const acme = card('Acme');
    expect(within(acme).getByText('Former member')).toBeInTheDocument();
    expect(within(acme).getByText('Rejected')).toBeInTheDocument();
    expect(within(acme).queryByRole('link', { name: /View Profile/ })).not.toBeInTheDocument();
    expect(listQueries(api)).toEqual(['page=1&limit=20']);
  });

  it('sends the company search, the full-text search and the filters, and goes back to page 1', async () => {
    const api = mockApi({ [LIST]: listOf([createInterviewExperience({ company: 'Google' })], 45) });
    const { user, router } = renderBrowser('/interviews?page=2');
    await screen.findByRole('article', { name: 'Google' });
    expect(listQueries(api)).toEqual(['page=2&limit=20']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by company' }), 'Goo');
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('company=Goo&page=1&limit=20'));
    expect(listQueries(api)).toHaveLength(2);

    await user.type(
      screen.getByRole('searchbox', { name: 'Search questions, roles, companies' }),
      'linked list',
    );
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('q=linked+list&company=Goo&page=1&limit=20'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Selected');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Round type' }), 'System Design');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toBe(
        'q=linked+list&company=Goo&outcome=selected&difficulty=Hard&round=System+Design&page=1&limit=20',
      ),
    );
    expect(router.state.location.search).toBe(
      '?company=Goo&q=linked+list&outcome=selected&difficulty=Hard&round=System+Design',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('page=1&limit=20'));
    expect(screen.getByRole('searchbox', { name: 'Search by company' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('');
  });

  it('pages with Previous and Next from X-Total-Count', async () => {
    const api = mockApi({ [LIST]: listOf([createInterviewExperience({ company: 'Google' })], 45) });
    const { user } = renderBrowser();
    await screen.findByRole('article', { name: 'Google' });
    const pager = screen.getByRole('navigation', { name: 'Pages of experiences' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('page=2&limit=20'));
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experiences' })).toHaveFocus();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled());
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('page=2&limit=20'));
  });

  it('marks the matched words of a search snippet, as text', async () => {
    mockApi({
      [LIST]: listOf([
        createInterviewExperience({
          company: 'Google',
          snippet: [
            { text: 'Reverse a ', match: false },
            { text: 'linked', match: true },
            { text: ' list <b>now</b>', match: false },
          ],
        }),
      ]),
    });
    renderBrowser('/interviews?q=linked');
    const google = await screen.findByRole('article', { name: 'Google' });
    const mark = google.querySelector('mark');
    expect(mark).toHaveTextContent('linked');
    expect(google.querySelectorAll('mark')).toHaveLength(1);
    expect(google.querySelector('b')).toBeNull();
    expect(within(google).getByText(' list <b>now</b>', { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('counts a helpful vote at once, disables the button while sending, and reloads after 500 ms', async () => {
    const experience = createInterviewExperience({ company: 'Google', helpfulCount: 4 });
    const answer = deferred();
    const api = mockApi({
      [LIST]: listOf([experience]),
      [`PUT ${INTERVIEWS}/${experience._id}/helpful`]: answer.handler,
    });
    const { user } = renderBrowser();
    const helpful = await within(await screen.findByRole('article', { name: 'Google' })).findByRole(
      'button',
      {
        name: /^Helpful/,
      },
    );
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(helpful).toHaveTextContent('4');

    await user.click(helpful);
    expect(helpful).toHaveTextContent('5');
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(helpful).toHaveAttribute('aria-disabled', 'true');
    await user.click(helpful);
    expect(api.calls(`PUT ${INTERVIEWS}/${experience._id}/helpful`)).toHaveLength(1);

    api.on(LIST, listOf([{ ...experience, helpfulCount: 9, isHelpful: true }]));
    answer.respond(jsonResponse(200, { success: true, helpfulCount: 6, isHelpful: true }));
    await waitFor(() => expect(helpful).toHaveTextContent('6'));
    expect(helpful).not.toHaveAttribute('aria-disabled');
    expect(api.calls(LIST)).toHaveLength(1);
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2), { timeout: 2000 });
    await waitFor(() => expect(helpful).toHaveTextContent('9'));
  });

  it('withdraws my vote when pressed again (DELETE)', async () => {
    const experience = createInterviewExperience({ company: 'Google', helpfulCount: 5, isHelpful: true });
    const api = mockApi({
      [LIST]: listOf([experience]),
      [`DELETE ${INTERVIEWS}/${experience._id}/helpful`]: () =>
        jsonResponse(200, { success: true, helpfulCount: 4, isHelpful: false }),
    });
    const { user } = renderBrowser();
    const helpful = within(await screen.findByRole('article', { name: 'Google' })).getByRole('button', {
      name: /^Helpful/,
    });
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await user.click(helpful);
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(helpful).toHaveTextContent('4');
    expect(api.calls(`DELETE ${INTERVIEWS}/${experience._id}/helpful`)).toHaveLength(1);
    expect(api.calls(`PUT ${INTERVIEWS}/${experience._id}/helpful`)).toHaveLength(0);
  });

  it("puts the count back and says 'Error: ' with the server's message, or with the fallback", async () => {
    const experience = createInterviewExperience({ company: 'Google', helpfulCount: 4 });
    const VOTE = `PUT ${INTERVIEWS}/${experience._id}/helpful`;
    const api = mockApi({
      [LIST]: listOf([experience]),
      [VOTE]: () => jsonResponse(429, { message: 'Too many requests', code: 'RATE_LIMITED' }),
    });
    const { user } = renderBrowser();
    const helpful = within(await screen.findByRole('article', { name: 'Google' })).getByRole('button', {
      name: /^Helpful/,
    });
    await user.click(helpful);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Too many requests');
    expect(helpful).toHaveTextContent('4');
    expect(helpful).toHaveAttribute('aria-pressed', 'false');

    api.on(VOTE, () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(helpful);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${EXPERIENCE_MESSAGES.helpfulFailed}`),
    );
    expect(helpful).toHaveTextContent('4');
  });

  it('shows only the count, and no Report, on my own experience', async () => {
    mockApi({
      [LIST]: listOf([createInterviewExperience({ company: 'Google', isMine: true, helpfulCount: 3 })]),
    });
    renderBrowser();
    const google = await screen.findByRole('article', { name: 'Google' });
    expect(within(google).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(within(google).getByText('3 found this helpful')).toBeInTheDocument();
    expect(within(google).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('opens View Details with every question grouped by round, answers, expectations and tips', async () => {
    const experience = createInterviewExperience({
      company: 'Google',
      questions: [
        createStoredQuestion({
          question: 'Two sum',
          myAnswer: 'Hash map',
          expectedAnswer: 'O(n)',
          round: 'Technical',
        }),
        createStoredQuestion({
          question: 'Why us?',
          myAnswer: 'Mission',
          expectedAnswer: '',
          round: 'HR',
          types: ['HR'],
        }),
        createStoredQuestion({ question: 'LRU cache', myAnswer: 'List + map', round: 'Technical' }),
      ],
      companyExpectations: 'Strong DSA',
      tips: 'Think aloud',
    });
    mockApi({
      [LIST]: listOf([experience]),
      [`GET ${INTERVIEWS}/${experience._id}`]: () => jsonResponse(200, { success: true, data: experience }),
    });
    const { user } = renderBrowser();
    const google = await screen.findByRole('article', { name: 'Google' });
    const opener = within(google).getByRole('button', { name: /View Details/ });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Google interview experience' });
    const technical = within(dialog).getByRole('region', { name: 'Technical questions' });
    expect(
      within(technical)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Q1. Two sum'), expect.stringContaining('Q3. LRU cache')]);
    expect(within(technical).getByText('Hash map')).toBeInTheDocument();
    expect(within(technical).getByText('O(n)')).toBeInTheDocument();
    const hr = within(dialog).getByRole('region', { name: 'HR questions' });
    expect(within(hr).getByText('Why us?')).toBeInTheDocument();
    expect(within(hr).queryByText('Expected answer')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Strong DSA')).toBeInTheDocument();
    expect(within(dialog).getByText('Think aloud')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('reports an experience with a reason and shows the thank-you', async () => {
    const experience = createInterviewExperience({ company: 'Google' });
    const REPORT = `POST ${INTERVIEWS}/${experience._id}/report`;
    const api = mockApi({
      [LIST]: listOf([experience]),
      [REPORT]: () => jsonResponse(201, { success: true, message: 'Reported' }),
    });
    const { user } = renderBrowser();
    await user.click(
      within(await screen.findByRole('article', { name: 'Google' })).getByRole('button', { name: /Report/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report the Google interview experience' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inaccurate or misleading' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(api.bodies(REPORT)).toEqual([{ reason: 'Inaccurate or misleading', details: '' }]);
  });

  it("shows 'No Experiences Yet' for an empty list and a clearable no-results state for a search", async () => {
    const api = mockApi({ [LIST]: listOf([]) });
    const { user, unmount } = renderBrowser();
    expect(await screen.findByRole('heading', { name: EXPERIENCE_MESSAGES.empty })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 experiences')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    unmount();

    renderBrowser('/interviews?company=Nowhere&difficulty=Hard');
    expect(await screen.findByRole('heading', { name: 'No matching experiences' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: EXPERIENCE_MESSAGES.empty })).not.toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1)!);
    await waitFor(() => expect(listQueries(api).at(-1)).toBe('page=1&limit=20'));
    expect(await screen.findByRole('heading', { name: EXPERIENCE_MESSAGES.empty })).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    const api = mockApi({ [LIST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderBrowser();
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPERIENCE_MESSAGES.loadFailed);
    api.on(LIST, listOf([createInterviewExperience({ company: 'Google' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Google' })).toBeInTheDocument();
  });
});
