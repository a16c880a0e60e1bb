import { createSession } from '@test/factories';
import { createLeaderboardEntry } from '@test/leaderboard-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AlumniRankBadge } from './alumni-rank-badge';

const BOARD = 'GET /api/leaderboard';

// The client sends no session-only call while signed out.
beforeEach(() => setSession(createSession({ role: 'student' })));
afterEach(() => vi.unstubAllGlobals());

describe('AlumniRankBadge', () => {
  it('shows rank, points and level of a ranked alumni, from one limit=1000 call for every badge', async () => {
    const api = mockApi({
      [BOARD]: () =>
        jsonResponse(200, [
          createLeaderboardEntry({ userId: 'meera', rank: 1, points: 1250 }),
          createLeaderboardEntry({ userId: 'rahul', rank: 7, points: 150 }),
        ]),
    });
    renderWithClient(
      <>
        <AlumniRankBadge userId="meera" />
        <AlumniRankBadge userId="rahul" size="sm" />
        <AlumniRankBadge userId="not-ranked" />
      </>,
    );
    expect(await screen.findByText('Rank #1')).toBeInTheDocument();
    expect(screen.getByText('Rank #1').parentElement).toHaveTextContent(
      'Leaderboard: Rank #1·1,250 points·DiamondELITE',
    );
    const small = screen.getByText('#7', { exact: false }).parentElement!;
    expect(small).toHaveTextContent('Leaderboard: Rank #7·150 pts points·Silver');
    expect(screen.getAllByText(/#\d/)).toHaveLength(2);
    expect(api.calls(BOARD).map((call) => call.url)).toEqual(['/api/leaderboard?limit=1000&period=all-time']);
  });

  it('shows nothing when the leaderboard fails (the failure is ignored)', async () => {
    const api = mockApi({ [BOARD]: () => jsonResponse(500, { message: 'boom', code: 'INTERNAL' }) });
    const { container } = renderWithClient(<AlumniRankBadge userId="meera" />);
    await waitFor(() => expect(api.calls(BOARD)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
