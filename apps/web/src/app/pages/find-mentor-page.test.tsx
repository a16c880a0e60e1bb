import { PROFILE_MESSAGES } from '@mentorbridge/shared';
import { createAlumniListItem } from '@test/directory-fixtures';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-box';
import { setSession } from '@/lib/session';
import FindMentorPage from './find-mentor-page';

const FILTERS = {
  colleges: ['IIT Bombay', 'NIT Trichy'],
  companies: ['Google', 'Razorpay'],
  branches: ['Computer Science', 'Electronics'],
};

const RAHUL = createAlumniListItem('Rahul Sharma', {
  currentCompany: 'Razorpay',
  currentPosition: 'Product Manager',
  graduationYear: 2016,
  technicalSkills: ['SQL', 'Python', 'Figma', 'Go', 'AWS', 'Java'],
  careerInterests: ['Product Management', 'Startups', 'Finance', 'Backend'],
});
const PRIYA = createAlumniListItem('Priya Nair', { technicalSkills: ['React'], careerInterests: [] });

function mockDirectory(all = [RAHUL, PRIYA]) {
  return mockApi({
    'GET /api/users/alumni/filters': () => jsonResponse(200, FILTERS),
    'GET /api/users/alumni': ({ url }) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const company = url.searchParams.get('company');
      const items = all.filter(
        (item) =>
          (!q || item.name.toLowerCase().includes(q)) &&
          (!company || item.profile.currentCompany === company),
      );
      return jsonResponse(200, items, { 'X-Total-Count': String(items.length) });
    },
    'GET /api/mentorship-requests/student': () =>
      jsonResponse(200, [
        {
          _id: 'request-1',
          requestType: 'Career Guidance',
          message: 'Hello',
          status: 'pending',
          responseMessage: null,
          rejectionReason: null,
          meetingLink: null,
          meetingDate: null,
          meetingTime: null,
          meetingTimeZone: null,
          autoArchived: false,
          hasSpace: false,
          createdAt: '2026-11-20T10:00:00.000Z',
          respondedAt: null,
          alumni: {
            _id: PRIYA._id,
            name: PRIYA.name,
            profile: { avatar: null, currentCompany: null, currentPosition: null, linkedinProfile: null },
          },
        },
      ]),
    'POST /api/mentorship-requests': () =>
      jsonResponse(201, {
        success: true,
        message: 'Mentorship request sent successfully! The alumni will be notified.',
        data: { _id: 'request-2', status: 'pending' },
      }),
  });
}

const directoryCalls = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/users/alumni');

function renderDirectory(entry = '/find-mentor') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderPage(<FindMentorPage />, '/find-mentor', entry) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'student' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('find your mentor directory', () => {
  it('shows the count and cards with 4 skills, 3 interests and +N overflow', async () => {
    mockDirectory();
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Mentor' })).toBeInTheDocument();
    expect(await screen.findByText('2 alumni found')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Rahul Sharma' });
    expect(card).toHaveTextContent('Product Manager');
    expect(card).toHaveTextContent('Razorpay');
    expect(card).toHaveTextContent('Ex. 2016');
    const skills = within(card).getByRole('list', { name: 'Technical skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SQL', 'Python', 'Figma', 'Go', '+2and 2 more: AWS, Java']);
    const interests = within(card).getByRole('list', { name: 'Career interests' });
    expect(within(interests).getAllByRole('listitem')).toHaveLength(4);
    expect(interests).toHaveTextContent('+1');
    expect(within(card).getByRole('link', { name: 'Show Full Profile' })).toHaveAttribute(
      'href',
      `/alumni/${RAHUL._id}`,
    );
    expect(within(card).getByRole('button', { name: 'Request Mentorship' })).toBeEnabled();
    const priya = screen.getByRole('article', { name: 'Priya Nair' });
    expect(await within(priya).findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(within(priya).queryByText(/^\+/)).not.toBeInTheDocument();
    expect(within(priya).queryByRole('list', { name: 'Career interests' })).not.toBeInTheDocument();
  });

  it('sends a request from the card with the directory payload, then shows Request Sent', async () => {
    const api = mockDirectory();
    const { user } = renderDirectory();
    const card = await screen.findByRole('article', { name: 'Rahul Sharma' });
    await user.click(within(card).getByRole('button', { name: 'Request Mentorship' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Could you guide me on product roles?');
    await user.click(within(dialog).getByRole('button', { name: /send/i }));
    expect(
      await within(dialog).findByText('Mentorship request sent successfully! The alumni will be notified.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/mentorship-requests')[0]?.body).toEqual({
      mentorId: RAHUL._id,
      message: 'Could you guide me on product roles?',
    });
    expect(within(card).getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  });

  it('sends the search once typing pauses, and the filters at once', async () => {
    const api = mockDirectory();
    const { user, router } = renderDirectory();
    await screen.findByText('2 alumni found');

    await user.type(screen.getByRole('searchbox', { name: 'Search alumni' }), 'rahul');
    expect(directoryCalls(api).some((url) => url.searchParams.has('q'))).toBe(false);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('1 alumni found')).toBeInTheDocument();
    expect(directoryCalls(api).filter((url) => url.searchParams.has('q'))).toHaveLength(1);
    expect(directoryCalls(api).at(-1)!.searchParams.get('q')).toBe('rahul');
    expect(router.state.location.search).toBe('?q=rahul');

    const company = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(company).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(company, 'Google');
    expect(await screen.findByText(PROFILE_MESSAGES.noAlumni)).toBeInTheDocument();
    expect(screen.getByText('0 alumni found')).toBeInTheDocument();
    const last = directoryCalls(api).at(-1)!;
    expect(last.searchParams.get('company')).toBe('Google');
    expect(last.searchParams.get('q')).toBe('rahul');
    expect(last.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('2 alumni found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search alumni' })).toHaveValue('');
    expect(company).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('starts from the filters in the URL and offers all three filter lists', async () => {
    const api = mockDirectory();
    renderDirectory('/find-mentor?company=Razorpay');
    expect(await screen.findByText('1 alumni found')).toBeInTheDocument();
    expect(directoryCalls(api)[0]!.searchParams.get('company')).toBe('Razorpay');
    const college = screen.getByRole('combobox', { name: 'College' });
    await waitFor(() =>
      expect(
        within(college)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All colleges', 'IIT Bombay', 'NIT Trichy']),
    );
    expect(within(screen.getByRole('combobox', { name: 'Branch' })).getAllByRole('option')).toHaveLength(3);
  });

  it('shows an error with Retry when the directory cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/users/alumni/filters': () => jsonResponse(200, FILTERS),
      'GET /api/users/alumni': () =>
        fail
          ? jsonResponse(500, { message: 'Down', code: 'INTERNAL' })
          : jsonResponse(200, [PRIYA], { 'X-Total-Count': '1' }),
    });
    const { user } = renderDirectory();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the alumni directory');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 alumni found')).toBeInTheDocument();
  });
});
