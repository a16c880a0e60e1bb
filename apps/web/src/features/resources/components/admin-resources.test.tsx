import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import {
  createResource,
  createResourceStats,
  fileResponse,
  RESOURCES_API,
  resourceListResponse,
  resourceSavedResponse,
  resourceStatsResponse,
  stubBlobDownloads,
} from '@test/resource-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-box';
import { setSession } from '@/lib/session';
import { AdminResources } from './admin-resources';
import { REFUSE_FAILED } from './review-resource-dialog';

const M = RESOURCE_MESSAGES;
const ADMIN_LIST = `GET ${RESOURCES_API}/admin/all`;
const STATS = `GET ${RESOURCES_API}/stats`;
const verifyPath = (id: string) => `PUT ${RESOURCES_API}/admin/${id}/verify`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'admin', token: 'admin-token' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pendingPdf = createResource({
  title: 'DSA Notes',
  status: 'pending',
  isVerified: false,
  category: 'Study Material',
  uploadedBy: { _id: 'a1', name: 'Ananya Iyer', email: 'ananya@example.edu' },
  fileName: 'dsa-notes.pdf',
  fileExtension: 'pdf',
  fileSize: 2048,
  description: 'Graphs and trees.',
  tags: ['dsa'],
});
const publishedSheet = createResource({
  title: 'Aptitude Sheet',
  status: 'published',
  fileName: 'aptitude.xlsx',
  fileExtension: 'xlsx',
  fileSize: 1_572_864,
  uploadedBy: null,
});

function mockAdmin(overrides: NonNullable<Parameters<typeof mockApi>[0]> = {}) {
  return mockApi({
    [ADMIN_LIST]: ({ url }) => {
      const status = url.searchParams.get('status');
      const rows = [pendingPdf, publishedSheet].filter((item) => !status || item.status === status);
      return resourceListResponse(rows);
    },
    [STATS]: () =>
      resourceStatsResponse(createResourceStats({ pending: 4, published: 9, refused: 1, totalUploads: 14 })),
    [`GET ${RESOURCES_API}/${pendingPdf._id}/preview`]: () =>
      fileResponse('%PDF-1.4', { 'Content-Disposition': 'inline; filename="dsa-notes.pdf"' }),
    [`GET ${RESOURCES_API}/${publishedSheet._id}/preview`]: () =>
      fileResponse('sheet', { 'Content-Type': 'application/octet-stream' }),
    ...overrides,
  });
}

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  new URL(api.calls(ADMIN_LIST).at(-1)!.url, 'http://localhost').searchParams;

async function openReview(user: ReturnType<typeof setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `Review ${title}` }));
  return screen.getByRole('dialog', { name: `Review: ${title}` });
}

describe('AdminResources: stats, tabs and table', () => {
  it('shows Pending Review, Published and Total Resources, and the tabs with their counts', async () => {
    mockAdmin();
    renderWithClient(<AdminResources />);
    await waitFor(() => expect(stat('Pending Review')).toHaveTextContent('4'));
    expect(stat('Published')).toHaveTextContent('9');
    expect(stat('Total Resources')).toHaveTextContent('14');
    const tabs = screen.getByRole('tablist', { name: 'Resources by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pending 4', 'Published 9', 'All 14']);
    expect(within(tabs).getByRole('tab', { name: 'Pending 4' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for each tab by status, and the search once typing pauses', async () => {
    const api = mockAdmin();
    const user = setup();
    renderWithClient(<AdminResources />);
    const table = await screen.findByRole('table', { name: /Pending resources/ });
    expect(lastQuery(api).toString()).toBe('status=pending&sort=recent&page=1&limit=20');
    const row = within(table).getByRole('rowheader', { name: 'DSA Notes' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ananya Iyer',
      'Study Material',
      'PDF · 2.0 KB',
      'Pending Review',
      '2 Mar 2026',
      'Review DSA Notes',
    ]);

    await user.click(screen.getByRole('tab', { name: /Published/ }));
    expect(await screen.findByRole('rowheader', { name: 'Aptitude Sheet' })).toBeInTheDocument();
    expect(lastQuery(api).get('status')).toBe('published');
    expect(screen.getByRole('cell', { name: 'Former member' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /All/ }));
    await waitFor(() => expect(lastQuery(api).has('status')).toBe(false));
    expect(await screen.findAllByRole('rowheader')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'notes');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50);
    });
    await waitFor(() => expect(lastQuery(api).toString()).toBe('q=notes&sort=recent&page=1&limit=20'));
  });

  it('says when a tab is empty', async () => {
    mockAdmin({ [ADMIN_LIST]: () => resourceListResponse([]) });
    renderWithClient(<AdminResources />);
    expect(await screen.findByRole('heading', { name: 'No pending resources' })).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting for review.')).toBeInTheDocument();
  });
});

describe('AdminResources: preview', () => {
  it('shows a PDF in the page from the preview route, as a blob URL with the bearer token', async () => {
    const api = mockAdmin();
    const { createObjectURL, revokeObjectURL } = stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    const dialog = await openReview(user, 'DSA Notes');
    expect(within(dialog).getByText('ananya@example.edu')).toBeInTheDocument();
    expect(within(dialog).getByText('Graphs and trees.')).toBeInTheDocument();
    const frame = await within(dialog).findByTitle('Preview of dsa-notes.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:resource-1#/);
    expect((createObjectURL.mock.calls[0]![0] as Blob).type).toBe('application/pdf');
    const call = api.calls(`GET ${RESOURCES_API}/${pendingPdf._id}/preview`)[0]!;
    expect(call.headers.get('Authorization')).toBe('Bearer admin-token');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:resource-1'));
  });

  it('shows any other type by name, type and size, with a Download that counts no download', async () => {
    const api = mockAdmin();
    const { saved } = stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    await user.click(await screen.findByRole('tab', { name: /Published/ }));
    const dialog = await openReview(user, 'Aptitude Sheet');
    expect(within(dialog).queryByTitle(/Preview of/)).not.toBeInTheDocument();
    const preview = within(dialog).getByRole('region', { name: 'File preview' });
    expect(preview).toHaveTextContent('aptitude.xlsx');
    expect(preview).toHaveTextContent('XLSX');
    expect(preview).toHaveTextContent('1.5 MB');
    expect(api.calls(`GET ${RESOURCES_API}/${publishedSheet._id}/preview`)).toHaveLength(0);

    await user.click(within(preview).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['aptitude.xlsx']));
    expect(api.calls(`GET ${RESOURCES_API}/${publishedSheet._id}/download-file`)).toHaveLength(0);
  });
});

describe('AdminResources: review actions', () => {
  it("publishes after confirmation: 'Resource published successfully!'", async () => {
    const api = mockAdmin({
      [verifyPath(pendingPdf._id)]: () =>
        resourceSavedResponse({ ...pendingPdf, status: 'published', isVerified: true }, M.published),
    });
    stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    const review = await openReview(user, 'DSA Notes');
    expect(within(review).queryByRole('button', { name: /Unpublish/ })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Publish' }));
    const confirm = screen.getByRole('dialog', { name: 'Publish resource' });
    expect(confirm).toHaveTextContent('Publish "DSA Notes"?');
    expect(api.calls(verifyPath(pendingPdf._id))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(M.published)).toBeInTheDocument();
    expect(api.bodies(verifyPath(pendingPdf._id))).toEqual([{ isVerified: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls(STATS).length).toBeGreaterThanOrEqual(2));
  });

  it("says 'Failed to publish resource. Please try again.' and keeps the review open", async () => {
    mockAdmin({ [verifyPath(pendingPdf._id)]: () => new Response('', { status: 503 }) });
    stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    const review = await openReview(user, 'DSA Notes');
    await user.click(within(review).getByRole('button', { name: 'Publish' }));
    const confirm = screen.getByRole('dialog', { name: 'Publish resource' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(M.publishFailed);
  });

  it("unpublishes after confirmation: 'Resource unpublished successfully!', or says it failed", async () => {
    const api = mockAdmin({ [verifyPath(publishedSheet._id)]: () => new Response('', { status: 500 }) });
    const user = setup();
    renderWithClient(<AdminResources />);
    await user.click(await screen.findByRole('tab', { name: /Published/ }));
    const review = await openReview(user, 'Aptitude Sheet');
    expect(within(review).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Refuse' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Unpublish' }));
    const confirm = screen.getByRole('dialog', { name: 'Unpublish resource' });
    await user.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(M.unpublishFailed);

    api.on(verifyPath(publishedSheet._id), () =>
      resourceSavedResponse({ ...publishedSheet, status: 'pending', isVerified: false }, M.unpublished),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(M.unpublished)).toBeInTheDocument();
    expect(api.bodies(verifyPath(publishedSheet._id)).at(-1)).toEqual({ isVerified: false });
  });

  it('refuses with a reason, which is required', async () => {
    const api = mockAdmin({
      [verifyPath(pendingPdf._id)]: () =>
        resourceSavedResponse({ ...pendingPdf, status: 'refused', refusalReason: 'Blurry.' }, M.refused),
    });
    stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    const review = await openReview(user, 'DSA Notes');
    await user.click(within(review).getByRole('button', { name: 'Refuse' }));
    const refuse = screen.getByRole('dialog', { name: 'Refuse resource' });
    const reason = within(refuse).getByRole('textbox', { name: /Reason for the uploader/ });
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(refuse).getByRole('button', { name: 'Refuse resource' }));
    expect(within(refuse).getByText('Please give a reason for refusing this resource')).toBeInTheDocument();
    expect(api.calls(verifyPath(pendingPdf._id))).toHaveLength(0);

    await user.type(reason, 'The scan is blurry.');
    await user.click(within(refuse).getByRole('button', { name: 'Refuse resource' }));
    expect(await screen.findByText(M.refused)).toBeInTheDocument();
    expect(api.bodies(verifyPath(pendingPdf._id))).toEqual([
      { isVerified: false, reason: 'The scan is blurry.' },
    ]);
  });

  it('shows a refusal failure in the refuse dialog', async () => {
    mockAdmin({ [verifyPath(pendingPdf._id)]: () => Promise.reject(new TypeError('offline')) });
    stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    const review = await openReview(user, 'DSA Notes');
    await user.click(within(review).getByRole('button', { name: 'Refuse' }));
    const refuse = screen.getByRole('dialog', { name: 'Refuse resource' });
    await user.type(within(refuse).getByRole('textbox'), 'Blurry');
    await user.click(within(refuse).getByRole('button', { name: 'Refuse resource' }));
    expect(await within(refuse).findByRole('alert')).toHaveTextContent(REFUSE_FAILED);
  });

  it("deletes after 'Are you sure you want to delete this resource? This action cannot be undone.'", async () => {
    const api = mockAdmin({
      [`DELETE ${RESOURCES_API}/${pendingPdf._id}`]: () =>
        jsonResponse(200, { success: true, message: M.deleted }),
    });
    stubBlobDownloads();
    const user = setup();
    renderWithClient(<AdminResources />);
    const review = await openReview(user, 'DSA Notes');
    await user.click(within(review).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete resource' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this resource? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Review: DSA Notes' })).toBeInTheDocument();
    expect(api.calls(`DELETE ${RESOURCES_API}/${pendingPdf._id}`)).toHaveLength(0);

    await user.click(within(review).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete resource' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(api.calls(`DELETE ${RESOURCES_API}/${pendingPdf._id}`)).toHaveLength(1);
  });
});
