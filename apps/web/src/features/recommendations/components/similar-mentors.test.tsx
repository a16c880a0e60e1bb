import { RECOMMENDATION_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createRecommendedMentor } from '@test/recommendation-fixtures';
import { renderPage } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { SimilarMentors } from './similar-mentors';

const SIMILAR = 'GET /api/mentors/alumni-7/similar';

beforeEach(() => setSession(createSession({ role: 'student' })));
afterEach(() => vi.unstubAllGlobals());

describe('Similar mentors', () => {
  it('lists mentors like this one with their reasons, three of them', async () => {
    const api = mockApi({
      [SIMILAR]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            createRecommendedMentor('Kiran', { reasons: ['Also works at Amazon'] }),
            createRecommendedMentor('Divya', { reasons: ['Shares Go and SQL', 'Also works in FinTech'] }),
          ],
        }),
    });
    renderPage(<SimilarMentors mentorId="alumni-7" />, '/alumni/alumni-7');
    const section = screen.getByRole('region', { name: RECOMMENDATION_MESSAGES.similarTitle });
    const cards = await within(section).findAllByRole('article');
    expect(
      cards.map(
        (card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent,
      ),
    ).toEqual(['Kiran', 'Divya']);
    expect(within(cards[1]!).getByRole('list', { name: 'Why Divya fits you' })).toHaveTextContent(
      'Shares Go and SQLAlso works in FinTech',
    );
    expect(api.calls(SIMILAR).map((call) => call.url)).toEqual(['/api/mentors/alumni-7/similar?limit=3']);
  });

  it('says when there is none', async () => {
    mockApi({ [SIMILAR]: () => jsonResponse(200, { success: true, data: [] }) });
    renderPage(<SimilarMentors mentorId="alumni-7" />, '/alumni/alumni-7');
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.similarNone)).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and loads them again on Retry', async () => {
    let calls = 0;
    mockApi({
      [SIMILAR]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, { success: true, data: [createRecommendedMentor('Kiran')] });
      },
    });
    renderPage(<SimilarMentors mentorId="alumni-7" />, '/alumni/alumni-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOMMENDATION_MESSAGES.similarLoadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Kiran' })).toBeInTheDocument();
  });
});
