import { PROFILE_MESSAGES } from '@mentorbridge/shared';
import { createAlumniListItem } from '@test/directory-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-box';
import { DIRECTORY_PAGE_SIZE } from '@/features/directory/directory-query';
import { setSession } from '@/lib/session';
import StudentDashboardPage from './student-dashboard-page';

const ALL = Array.from({ length: 14 }, (_, index) =>
  createAlumniListItem(`Alumni ${String(index + 1).padStart(2, '0')}`, {
    graduationYear: 2010 + index,
    technicalSkills: ['Java', 'SQL', 'React', 'Go', 'AWS', 'Python', 'C++'].slice(0, 1 + (index % 7)),
  }),
);

function mockDirectory() {
  return mockApi({
    'GET /api/alumni-features/workshops': () =>
      jsonResponse(200, { success: true, data: [] }, { 'X-Total-Count': '0' }),
    'GET /api/alumni-features/my-bookings': () => jsonResponse(200, { success: true, data: [] }),
    'GET /api/mentorship-requests/student': () => jsonResponse(200, []),
    'GET /api/mentors/recommended': () =>
      jsonResponse(200, { success: true, needsProfile: true, hasTargetCompanies: false, data: [] }),
    'GET /api/users/alumni/filters': () =>
      jsonResponse(200, { colleges: ['IIT Bombay'], companies: ['Google', 'Razorpay'], branches: ['ECE'] }),
    'GET /api/users/alumni': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      // createAlumniListItem puts every alumni at Google.
      const company = url.searchParams.get('company');
      if (company && company !== 'Google') return jsonResponse(200, [], { 'X-Total-Count': '0' });
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const matching = ALL.filter((item) => item.name.toLowerCase().includes(q));
      const items = matching.slice((page - 1) * limit, page * limit);
      return jsonResponse(200, items, { 'X-Total-Count': String(matching.length) });
    },
  });
}

function renderDashboard() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderPage(<StudentDashboardPage />, '/student-dashboard') };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'student', name: 'Arjun Mehta' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('student dashboard', () => {
  it('has three tabs, operable with the arrow keys', async () => {
    mockDirectory();
    const { user } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Find Your Mentor/Alumni',
      'Browse Workshops',
      'Booked Workshop',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Find Your Mentor/Alumni' })).toBeInTheDocument();

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Browse Workshops' })).toHaveFocus();
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Browse Workshops' })).findByText(
        'No workshops available yet',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Booked Workshop' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(await screen.findByText(`Showing ${DIRECTORY_PAGE_SIZE} of 14 alumni`)).toBeInTheDocument();
  });

  it("shows 'Showing X of Y', Ex. year, up to 5 skills with '+N more', and loads more", async () => {
    mockDirectory();
    const { user } = renderDashboard();
    expect(await screen.findByText('Showing 12 of 14 alumni')).toBeInTheDocument();
    const seventh = screen.getByRole('article', { name: 'Alumni 07' });
    expect(seventh).toHaveTextContent('Ex. 2016');
    const skills = within(seventh).getByRole('list', { name: 'Technical skills' });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(6);
    expect(skills).toHaveTextContent('+2 more');
    expect(within(seventh).queryByRole('list', { name: 'Career interests' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 14 of 14 alumni')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Alumni 13' })).getByRole('link', {
          name: 'Show Full Profile',
        }),
      ).toHaveFocus(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters the Find tab by college, company and branch like /find-mentor, and clears them all', async () => {
    const api = mockDirectory();
    const { user, router } = renderDashboard();
    await screen.findByText('Showing 12 of 14 alumni');
    const panel = screen.getByRole('tabpanel', { name: 'Find Your Mentor/Alumni' });
    const filters = within(panel).getByRole('region', { name: 'Search and filters' });
    for (const name of ['College', 'Company', 'Branch']) {
      expect(within(filters).getByRole('combobox', { name })).toBeInTheDocument();
    }
    const company = within(filters).getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(company).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(company, 'Razorpay');
    expect(await screen.findByText('Showing 0 of 0 alumni')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?company=Razorpay');
    const lastCall = api.calls('GET /api/users/alumni').at(-1)!;
    expect(new URL(lastCall.url, 'http://localhost').searchParams.get('company')).toBe('Razorpay');

    await user.click(within(filters).getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('Showing 12 of 14 alumni')).toBeInTheDocument();
    expect(company).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('links to the full Find Your Mentor directory', () => {
    mockDirectory();
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Find Your Mentor' })).toHaveAttribute('href', '/find-mentor');
  });

  it("searches, shows 'No alumni found', and the clear-search button resets it", async () => {
    mockDirectory();
    const { user } = renderDashboard();
    await screen.findByText('Showing 12 of 14 alumni');
    const search = screen.getByRole('searchbox', { name: 'Search alumni' });
    await user.type(search, 'nobody');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(PROFILE_MESSAGES.noAlumni)).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 alumni')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 12 of 14 alumni')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });
});
