import { RECOMMENDATION_MESSAGES } from '@mentorbridge/shared';
import { createAlumniListItem } from '@test/directory-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { toDirectorySearch } from '../directory-query';
import { FindAlumniPanel } from './find-alumni-panel';

const DIRECTORY = 'GET /api/users/alumni';

function mockDirectory() {
  return mockApi({
    'GET /api/users/alumni/filters': () => jsonResponse(200, { colleges: [], companies: [], branches: [] }),
    [DIRECTORY]: ({ url }) => {
      const items =
        url.searchParams.get('sort') === 'best-match'
          ? [createAlumniListItem('Zara Match'), createAlumniListItem('Aman Later')]
          : [createAlumniListItem('Aman Later'), createAlumniListItem('Zara Match')];
      return jsonResponse(200, items, { 'X-Total-Count': '2' });
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Best match in the directory', () => {
  it('lets a student order the directory by best match, kept in the URL', async () => {
    setSession(createSession({ role: 'student' }));
    const api = mockDirectory();
    const user = userEvent.setup();
    const { router } = renderPage(<FindAlumniPanel />, '/find-mentor');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('');
    await user.selectOptions(sort, RECOMMENDATION_MESSAGES.bestMatch);
    const names = async () =>
      (await screen.findAllByRole('article')).map((card) => card.getAttribute('aria-labelledby'));
    await vi.waitFor(async () =>
      expect(api.calls(DIRECTORY).at(-1)!.url).toBe('/api/users/alumni?sort=best-match&page=1&limit=12'),
    );
    expect(router.state.location.search).toBe('?sort=best-match');
    expect(await names()).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Zara Match',
      'Aman Later',
    ]);
  });

  it('is not offered to alumni, who get the list by name', async () => {
    setSession(createSession({ role: 'alumni' }));
    const api = mockDirectory();
    renderPage(<FindAlumniPanel />, '/find-mentor');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(api.calls(DIRECTORY)[0]!.url).toBe('/api/users/alumni?page=1&limit=12');
  });

  it('sends sort only when it is best match', () => {
    const params = { q: '', college: '', company: 'Google', branch: '' };
    expect(toDirectorySearch({ ...params, sort: 'best-match' }, 1)).toBe(
      'company=Google&sort=best-match&page=1&limit=12',
    );
    expect(toDirectorySearch({ ...params, sort: 'name' }, 1)).toBe('company=Google&page=1&limit=12');
  });
});
