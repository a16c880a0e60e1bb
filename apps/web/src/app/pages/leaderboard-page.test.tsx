import { LEADERBOARD_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createLeaderboardEntry, createRanking, stubMatchMedia } from '@test/leaderboard-fixtures';
import { deferred, type Handler, jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import LeaderboardPage from './leaderboard-page';

const BOARD = 'GET /api/leaderboard';
const ME = 'GET /api/leaderboard/me';
const TOP = 'GET /api/leaderboard/top-contributors';

const ALUMNI_ID = 'alumni-self';

let restoreMatchMedia: (() => void) | null = null;
afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = null;
  vi.unstubAllGlobals();
});

function renderLeaderboard(entry = '/leaderboard') {
  const user = userEvent.setup();
  return { ...renderPage(<LeaderboardPage />, '/leaderboard', entry), user };
}

function mockBoard(ranking = createRanking(3), extra: Record<string, Handler> = {}) {
  return mockApi({
    [BOARD]: () => jsonResponse(200, ranking),
    [TOP]: () => jsonResponse(200, ranking.slice(0, 4)),
    ...extra,
  });
}

describe('LeaderboardPage for a student', () => {
  beforeEach(() => setSession(createSession({ role: 'student' })));

  it('shows loading, then the Global Rankings with the columns of 2.11 and the top contributors', async () => {
    const board = deferred();
    const api = mockApi({
      [BOARD]: board.handler,
      [TOP]: () => jsonResponse(200, createRanking(4)),
    });
    renderLeaderboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByText('Loading leaderboard…')).toBeInTheDocument();

    board.respond(
      jsonResponse(200, [
        createLeaderboardEntry({
          rank: 1,
          userId: 'meera',
          name: 'Meera Nair',
          points: 640,
          rating: { average: 4.75, total: 8 },
          rankChange: 2,
          streak: { current: 9, longest: 12 },
          badges: ['Star Mentor', 'Top Rated', '50 Sessions', 'Community Hero'],
          contributions: {
            acceptedMentorships: 4,
            mentorshipSessions: 50,
            mockInterviews: 3,
            missedRequests: 2,
          },
        }),
        createLeaderboardEntry({ rank: 2, name: 'Rahul Verma', points: 250, rankChange: -1 }),
        createLeaderboardEntry({ rank: 4, name: 'Ananya Iyer', points: 20 }),
      ]),
    );
    const table = await screen.findByRole('table', { name: /Global Rankings, all time/ });
    expect(api.calls(BOARD)[0]!.url).toBe('/api/leaderboard?limit=100&period=all-time');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'User', 'Level', 'Rating', 'Points', 'Contributions', 'Streak', 'Change']);

    const [, first, second, fourth] = within(table).getAllByRole('row');
    expect(within(first!).getByText('1')).toBeInTheDocument();
    expect(first).toHaveTextContent('Rank 1');
    expect(first).toHaveTextContent('DiamondELITE');
    expect(first).toHaveTextContent('4.8');
    expect(first).toHaveTextContent('640');
    expect(within(first!).getByRole('cell', { name: '57' })).toBeInTheDocument();
    expect(first).toHaveTextContent('9 days');
    expect(first).toHaveTextContent('2 places up');
    const badges = within(first!).getByRole('list', { name: 'Badges' });
    expect(within(badges).getAllByRole('listitem')).toHaveLength(4);
    expect(badges).toHaveTextContent('+1');
    expect(within(first!).getByRole('link', { name: 'Meera Nair' })).toHaveAttribute('href', '/alumni/meera');
    expect(second).toHaveTextContent('1 place down');
    expect(second).toHaveTextContent('Gold');
    expect(fourth).toHaveTextContent('#4');
    expect(fourth).toHaveTextContent('No change');
    expect(fourth).toHaveTextContent('No ratings yet');

    expect(screen.queryByRole('heading', { name: 'Your Rank' })).not.toBeInTheDocument();
    expect(screen.queryByText('YOU')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Level System and Ranks' })).not.toBeInTheDocument();
    expect(api.calls(ME)).toHaveLength(0);

    const top = screen.getByRole('region', { name: 'Top Contributors' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(4);
    expect(top).toHaveTextContent('Place 1');
    expect(api.calls(TOP)[0]!.url).toBe('/api/leaderboard/top-contributors?limit=4');
  });

  it('asks again for the chosen period and level, and keeps them in the address', async () => {
    const api = mockBoard(createRanking(2), {
      [BOARD]: ({ url }) =>
        url.searchParams.get('level') === 'Gold'
          ? jsonResponse(200, [])
          : jsonResponse(200, [createLeaderboardEntry({ name: `Top of ${url.searchParams.get('period')}` })]),
    });
    const { user, router } = renderLeaderboard();
    expect(await screen.findByRole('link', { name: 'Top of all-time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Time' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Time period' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Daily', 'Weekly', 'Monthly', 'All Time']);

    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(await screen.findByRole('link', { name: 'Top of weekly' })).toBeInTheDocument();
    expect(api.calls(BOARD).at(-1)!.url).toBe('/api/leaderboard?limit=100&period=weekly');
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Points' })).toHaveAttribute('title', 'Points this week');
    expect(router.state.location.search).toBe('?period=weekly');

    const level = screen.getByLabelText('Level');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Levels', 'Diamond', 'Platinum', 'Gold', 'Silver', 'Bronze']);
    await user.selectOptions(level, 'Gold');
    expect(await screen.findByRole('heading', { name: 'No Gold alumni yet' })).toBeInTheDocument();
    expect(api.calls(BOARD).at(-1)!.url).toBe('/api/leaderboard?limit=100&period=weekly&level=Gold');
    expect(router.state.location.search).toBe('?period=weekly&level=Gold');

    await user.selectOptions(level, 'All Levels');
    await user.click(screen.getByRole('button', { name: 'Daily' }));
    expect(await screen.findByRole('link', { name: 'Top of daily' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=daily');
  });

  it('opens on the period and level named in the address', async () => {
    const api = mockBoard();
    renderLeaderboard('/leaderboard?period=monthly&level=Silver');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.calls(BOARD)[0]!.url).toBe('/api/leaderboard?limit=100&period=monthly&level=Silver');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Level')).toHaveValue('Silver');
  });

  it('says when nobody is ranked yet', async () => {
    mockBoard([]);
    renderLeaderboard();
    expect(await screen.findByRole('heading', { name: 'No alumni ranked yet' })).toBeInTheDocument();
    expect(await screen.findByText('No contributors yet.')).toBeInTheDocument();
  });

  it("shows the spec's message when the leaderboard fails, and tries again", async () => {
    let fail = true;
    const api = mockBoard(createRanking(2), {
      [BOARD]: () =>
        fail ? jsonResponse(500, { message: 'boom', code: 'INTERNAL' }) : jsonResponse(200, createRanking(2)),
      [TOP]: () => jsonResponse(500, { message: 'boom', code: 'INTERNAL' }),
    });
    const { user } = renderLeaderboard();
    const rankings = screen.getByRole('region', { name: 'Global Rankings' });
    expect(await within(rankings).findByRole('alert')).toHaveTextContent(LEADERBOARD_MESSAGES.loadFailed);
    expect(
      await within(screen.getByRole('region', { name: 'Top Contributors' })).findByRole('alert'),
    ).toHaveTextContent(LEADERBOARD_MESSAGES.loadFailed);
    fail = false;
    await user.click(within(rankings).getByRole('button', { name: 'Try again' }));
    expect(await within(rankings).findByRole('table')).toBeInTheDocument();
    expect(api.calls(BOARD)).toHaveLength(2);
  });

  it('turns the table into cards at 375 px, with the same facts', async () => {
    restoreMatchMedia = stubMatchMedia(false);
    mockBoard([
      createLeaderboardEntry({ rank: 1, name: 'Meera Nair', points: 640, rankChange: 3 }),
      createLeaderboardEntry({ rank: 2, name: 'Rahul Verma', points: 150 }),
    ]);
    renderLeaderboard();
    const list = await screen.findByRole('list', { name: /Global Rankings, all time/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = list.children[0] as HTMLElement;
    expect(first).toHaveTextContent('Rank 1');
    for (const label of ['Level', 'Total points', 'Rating', 'Contributions', 'Streak']) {
      expect(within(first!).getByText(label)).toBeInTheDocument();
    }
    expect(first).toHaveTextContent('3 places up');
  });
});

describe('LeaderboardPage for an alumni', () => {
  beforeEach(() => setSession(createSession({ _id: ALUMNI_ID, role: 'alumni', name: 'Ananya Iyer' })));

  const self = (overrides = {}) =>
    createLeaderboardEntry({ userId: ALUMNI_ID, name: 'Ananya Iyer', rank: 2, points: 320, ...overrides });

  it('shows the own-rank card for the period, the YOU badge on the own row and the Level System panel', async () => {
    const api = mockApi({
      [BOARD]: ({ url }) =>
        jsonResponse(200, [
          createLeaderboardEntry({ rank: 1, name: 'Meera Nair', points: 640 }),
          self({ points: url.searchParams.get('period') === 'daily' ? 20 : 320 }),
        ]),
      [TOP]: () => jsonResponse(200, [self()]),
      [ME]: ({ url }) =>
        jsonResponse(
          200,
          self({
            points: url.searchParams.get('period') === 'daily' ? 20 : 320,
            streak: { current: 15, longest: 15 },
            rankChange: 1,
          }),
        ),
    });
    const { user } = renderLeaderboard();

    const card = await screen.findByRole('region', { name: 'Your Rank' });
    await within(card).findByText('Total points');
    expect(card).toHaveTextContent('Rank 2');
    expect(card).toHaveTextContent('Platinum');
    expect(card).toHaveTextContent('320');
    expect(card).toHaveTextContent('2 weeks');
    expect(card).toHaveTextContent('1 place up');

    const table = await screen.findByRole('table');
    const ownRow = within(table).getByRole('row', { current: true });
    expect(within(ownRow).getByText('YOU')).toBeInTheDocument();
    expect(within(ownRow).getByRole('link', { name: 'Ananya Iyer' })).toBeInTheDocument();
    expect(within(table).getAllByText('YOU')).toHaveLength(1);

    const panel = screen.getByRole('region', { name: 'Level System and Ranks' });
    expect(panel).toHaveTextContent('Levels update automatically as your points change.');
    expect(within(panel).getByRole('listitem', { current: true })).toHaveTextContent('Platinum');
    expect(panel).toHaveTextContent('Diamond');
    expect(panel).toHaveTextContent('ELITE');
    expect(await within(panel).findByText('180 more points to reach Diamond.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daily' }));
    expect(await within(card).findByText('Points today')).toBeInTheDocument();
    expect(api.calls(ME).map((call) => call.url)).toContain('/api/leaderboard/me?period=daily');
    expect(card).toHaveTextContent('20');
  });

  it('marks the own card YOU at 375 px too', async () => {
    restoreMatchMedia = stubMatchMedia(false);
    mockApi({
      [BOARD]: () => jsonResponse(200, [createLeaderboardEntry({ rank: 1 }), self()]),
      [TOP]: () => jsonResponse(200, []),
      [ME]: () => jsonResponse(200, self()),
    });
    renderLeaderboard();
    const list = await screen.findByRole('list', { name: /Global Rankings/ });
    await waitFor(() => expect(within(list).getByText('YOU')).toBeInTheDocument());
    expect(within(list).getByText('YOU').closest('li[aria-current="true"]')).toHaveTextContent('Ananya Iyer');
  });
});
