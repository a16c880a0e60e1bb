import { REPORT_MESSAGES, RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import {
  createResource,
  fileResponse,
  RESOURCES_API,
  resourceListResponse,
  resourceSavedResponse,
  stubBlobDownloads,
} from '@test/resource-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-box';
import { setSession } from '@/lib/session';
import { ResourcesBrowser } from './resources-browser';

const M = RESOURCE_MESSAGES;
const LIST = `GET ${RESOURCES_API}`;
const me = createSession({ role: 'student', token: 'student-token' });

beforeEach(() => setSession(me));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (title: string) => screen.getByRole('article', { name: title });
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URL(api.calls(LIST).at(-1)!.url, 'http://localhost').searchParams;

describe('ResourcesBrowser: cards', () => {
  it('shows title, category, tags, uploader or Former member, file type and size, rating and downloads', async () => {
    mockApi({
      [LIST]: () =>
        resourceListResponse([
          createResource({
            title: 'Resume Kit',
            category: 'Resume Template',
            tags: ['resume', 'ats'],
            uploadedBy: { _id: 'a1', name: 'Rahul Verma', email: 'r@x.edu' },
            fileExtension: 'docx',
            fileSize: 2048,
            averageRating: 4.25,
            totalRatings: 8,
            myRating: 5,
            downloads: 31,
          }),
          createResource({
            title: 'Orphan Notes',
            uploadedBy: null,
            totalRatings: 0,
            averageRating: 0,
            downloads: 1,
          }),
        ]),
    });
    renderWithClient(<ResourcesBrowser />);
    const kit = await screen.findByRole('article', { name: 'Resume Kit' });
    expect(within(kit).getByText('Resume Template')).toBeInTheDocument();
    expect(
      within(within(kit).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#resume', '#ats']);
    expect(within(kit).getByText('Rahul Verma')).toBeInTheDocument();
    expect(within(kit).getByText('DOCX · 2.0 KB')).toBeInTheDocument();
    expect(within(kit).getByText('4.3 (8 ratings)')).toBeInTheDocument();
    expect(within(kit).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(kit).getByText('You rated it 5 of 5')).toBeInTheDocument();
    expect(within(kit).getByText('31 downloads')).toBeInTheDocument();

    const orphan = card('Orphan Notes');
    expect(within(orphan).getByText('Former member')).toBeInTheDocument();
    expect(within(orphan).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(orphan).getByText('1 download')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 resources')).toBeInTheDocument();
  });

  it('offers Rate and Report on others’ published resources, not on one’s own', async () => {
    mockApi({
      [LIST]: () =>
        resourceListResponse([
          createResource({ title: 'Theirs' }),
          createResource({ title: 'Mine', uploadedBy: { _id: me._id, name: me.name, email: me.email } }),
        ]),
    });
    renderWithClient(<ResourcesBrowser />);
    const theirs = await screen.findByRole('article', { name: 'Theirs' });
    expect(within(theirs).getByRole('button', { name: 'Rate Theirs' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Report Theirs' })).toBeInTheDocument();
    const mine = card('Mine');
    expect(within(mine).getByRole('button', { name: 'Download Mine' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /rate|report/i })).not.toBeInTheDocument();
  });

  it('shows an empty list when the load fails (the spec keeps it silent) with Try again', async () => {
    const api = mockApi({ [LIST]: () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }) });
    const { user } = renderWithClient(<ResourcesBrowser />);
    expect(await screen.findByRole('heading', { name: 'No resources yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    api.on(LIST, () => resourceListResponse([createResource({ title: 'Back again' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('ResourcesBrowser: search, filter, sort and pages', () => {
  it('sends the search once typing pauses, the category and the sort, each from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ [LIST]: () => resourceListResponse([createResource()], 45) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithClient(<ResourcesBrowser />);
    await screen.findByText('Showing 1–1 of 45 resources');
    expect(lastQuery(api).toString()).toBe('sort=recent&page=1&limit=20');

    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));

    const calls = api.calls(LIST).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'resume');
    expect(api.calls(LIST)).toHaveLength(calls);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50);
    });
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('resume'));
    expect(lastQuery(api).get('page')).toBe('1');
    expect(api.calls(LIST).filter((call) => call.url.includes('q=')).length).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mock Tests');
    await waitFor(() => expect(lastQuery(api).get('category')).toBe('Mock Tests'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'downloads');
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('downloads'));
    expect(lastQuery(api).get('q')).toBe('resume');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(api).toString()).toBe('sort=downloads&page=1&limit=20'));
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('');
  });

  it('asks for published resources only when told to (an admin browsing as students do)', async () => {
    const api = mockApi({ [LIST]: () => resourceListResponse([]) });
    renderWithClient(<ResourcesBrowser isPublishedOnly />);
    await screen.findByRole('heading', { name: 'No resources yet' });
    expect(lastQuery(api).get('status')).toBe('published');
  });
});

describe('ResourcesBrowser: download', () => {
  it('fetches the file with the bearer token and saves it under the Content-Disposition name', async () => {
    const resource = createResource({ title: 'Resume Kit', fileName: 'stored.pdf', downloads: 3 });
    const api = mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`GET ${RESOURCES_API}/${resource._id}/download-file`]: () =>
        fileResponse('%PDF', {
          'Content-Disposition': `attachment; filename="Resume_Kit.pdf"; filename*=UTF-8''Resume%20Kit%20%C3%A9.pdf`,
        }),
    });
    const { saved, createObjectURL, revokeObjectURL } = stubBlobDownloads();
    const { user } = renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Download Resume Kit' }));

    await waitFor(() => expect(saved).toEqual(['Resume Kit é.pdf']));
    const call = api.calls(`GET ${RESOURCES_API}/${resource._id}/download-file`)[0]!;
    expect(call.headers.get('Authorization')).toBe('Bearer student-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:resource-1'));
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('falls back to the stored fileName when the header names none', async () => {
    const resource = createResource({ title: 'Resume Kit', fileName: 'stored.pdf' });
    mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`GET ${RESOURCES_API}/${resource._id}/download-file`]: () => fileResponse('%PDF'),
    });
    const { saved } = stubBlobDownloads();
    const { user } = renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Download Resume Kit' }));
    await waitFor(() => expect(saved).toEqual(['stored.pdf']));
  });

  it("says 'Failed to download resource. Please try again.' when it cannot be fetched", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resource = createResource({ title: 'Resume Kit' });
    mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`GET ${RESOURCES_API}/${resource._id}/download-file`]: () => new Response('', { status: 502 }),
    });
    const { saved } = stubBlobDownloads();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Download Resume Kit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.downloadFailed);
    expect(saved).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when it sent one", async () => {
    const resource = createResource({ title: 'Resume Kit' });
    mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`GET ${RESOURCES_API}/${resource._id}/download-file`]: () =>
        jsonResponse(404, { message: M.notFound, code: 'NOT_FOUND' }),
    });
    stubBlobDownloads();
    const { user } = renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Download Resume Kit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notFound);
  });
});

describe('ResourcesBrowser: rating and report', () => {
  it("rates 1 to 5 and shows 'Thank you for rating this resource N stars!' for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resource = createResource({ title: 'Resume Kit', averageRating: 4, totalRatings: 1 });
    const api = mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`POST ${RESOURCES_API}/${resource._id}/rate`]: ({ body }) => {
        const { rating } = body as { rating: number };
        return resourceSavedResponse(
          { ...resource, averageRating: 3.5, totalRatings: 2, myRating: rating },
          M.rated(rating),
        );
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Rate Resume Kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Resume Kit' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(within(dialog).getByText(M.ratingRange)).toBeInTheDocument();
    expect(api.calls(`POST ${RESOURCES_API}/${resource._id}/rate`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '3 stars, Good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    const banner = await screen.findByText('Thank you for rating this resource 3 stars!');
    expect(api.bodies(`POST ${RESOURCES_API}/${resource._id}/rate`)).toEqual([{ rating: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('Resume Kit')).getByText('3.5 (2 ratings)')).toBeInTheDocument();
    expect(within(card('Resume Kit')).getByText('You rated it 3 of 5')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2800);
    });
    expect(banner).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByText('Thank you for rating this resource 3 stars!')).not.toBeInTheDocument();
  });

  it("prefills one's own rating, and says 'Failed to submit rating. Please try again.' on a failure", async () => {
    const resource = createResource({ title: 'Resume Kit', myRating: 4 });
    mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`POST ${RESOURCES_API}/${resource._id}/rate`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Rate Resume Kit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.rateFailed);
  });

  it('reports a resource with a reason', async () => {
    const resource = createResource({ title: 'Resume Kit' });
    const api = mockApi({
      [LIST]: () => resourceListResponse([resource]),
      [`POST ${RESOURCES_API}/${resource._id}/report`]: () =>
        jsonResponse(201, { success: true, message: REPORT_MESSAGES.sent }),
    });
    const { user } = renderWithClient(<ResourcesBrowser />);
    await user.click(await screen.findByRole('button', { name: 'Report Resume Kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Resume Kit' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'An advert');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(api.bodies(`POST ${RESOURCES_API}/${resource._id}/report`)).toEqual([
      { reason: 'Spam or advertising', details: 'An advert' },
    ]);
  });
});
