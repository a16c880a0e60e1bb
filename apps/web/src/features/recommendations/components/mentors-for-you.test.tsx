import { RECOMMENDATION_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createRecommendedMentor, recommendedResponse } from '@test/recommendation-fixtures';
import { renderPage } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MentorsForYou } from './mentors-for-you';

const RECOMMENDED = 'GET /api/mentors/recommended';

beforeEach(() => setSession(createSession({ role: 'student' })));
afterEach(() => vi.unstubAllGlobals());

const renderSection = (requestActionFor?: Parameters<typeof MentorsForYou>[0]['requestActionFor']) =>
  renderPage(<MentorsForYou requestActionFor={requestActionFor} />, '/student-dashboard');

describe('Mentors for you', () => {
  it('shows six mentors with their reasons, asking for six', async () => {
    const mentors = Array.from({ length: 6 }, (_, index) => createRecommendedMentor(`Mentor ${index + 1}`));
    const api = mockApi({ [RECOMMENDED]: () => jsonResponse(200, recommendedResponse(mentors)) });
    renderSection();
    const section = screen.getByRole('region', { name: RECOMMENDATION_MESSAGES.title });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    const first = within(section).getByRole('article', { name: 'Mentor 1' });
    expect(within(first).getByRole('list', { name: 'Why Mentor 1 fits you' })).toHaveTextContent(
      'Works at Amazon, on your target listSame branch (CSE), graduated 2021Shares Java and SQL',
    );
    expect(within(first).getByText('SDE II at Amazon')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/alumni/${mentors[0]!._id}`,
    );
    expect(api.calls(RECOMMENDED).map((call) => call.url)).toEqual(['/api/mentors/recommended?limit=6']);
  });

  it('opens "Why?" with every part of the score in words, from the keyboard', async () => {
    const mentor = createRecommendedMentor('Asha Rao');
    mockApi({ [RECOMMENDED]: () => jsonResponse(200, recommendedResponse([mentor])) });
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    const why = within(card).getByRole('button', { name: RECOMMENDATION_MESSAGES.why });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    const detail = document.getElementById(why.getAttribute('aria-controls')!)!;
    expect(detail).not.toBeVisible();
    why.focus();
    await user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(detail).toBeVisible();
    expect(within(detail).getByText('Match score 64, made of:')).toBeInTheDocument();
    const lines = within(detail)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Works at Amazon, on your target list+40',
      'Same branch (CSE), graduated 2021+15',
      'Shares Java and SQL+8',
      'Usually replies within a day+6',
      'Rated 2.0 in 3 reviews\u22123',
    ]);
    await user.keyboard(' ');
    expect(why).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks a student with an empty profile to add target companies, and suggests nobody', async () => {
    mockApi({
      [RECOMMENDED]: () =>
        jsonResponse(200, recommendedResponse([], { needsProfile: true, hasTargetCompanies: false })),
    });
    renderSection();
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.needsProfile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RECOMMENDATION_MESSAGES.addTargets })).toHaveAttribute(
      'href',
      '/complete-profile',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('invites a student without target companies to add some, above the mentors', async () => {
    mockApi({
      [RECOMMENDED]: () =>
        jsonResponse(
          200,
          recommendedResponse([createRecommendedMentor('Ravi')], { hasTargetCompanies: false }),
        ),
    });
    renderSection();
    expect(await screen.findByRole('article', { name: 'Ravi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RECOMMENDATION_MESSAGES.addTargetsHint);
  });

  it('says when nobody matches, with a way to the directory', async () => {
    mockApi({ [RECOMMENDED]: () => jsonResponse(200, recommendedResponse([])) });
    renderSection();
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all mentors' })).toHaveAttribute('href', '/find-mentor');
  });

  it('shows a loading state, then the failure with Retry that loads again', async () => {
    let calls = 0;
    mockApi({
      [RECOMMENDED]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, recommendedResponse([createRecommendedMentor('Back Again')]));
      },
    });
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading mentors for you');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOMMENDATION_MESSAGES.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('puts the page’s request action on each card, described by the mentor’s name', async () => {
    const mentor = createRecommendedMentor('Meera');
    mockApi({ [RECOMMENDED]: () => jsonResponse(200, recommendedResponse([mentor])) });
    renderSection((item, describedBy) => (
      <button type="button" aria-describedby={describedBy}>
        Ask {item.name}
      </button>
    ));
    const button = await screen.findByRole('button', { name: 'Ask Meera' });
    expect(button).toHaveAccessibleDescription('Meera');
  });
});
