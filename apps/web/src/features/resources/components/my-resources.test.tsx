import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import {
  createResource,
  createResourceStats,
  RESOURCES_API,
  resourceListResponse,
  resourceSavedResponse,
  resourceStatsResponse,
} from '@test/resource-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { MyResources } from './my-resources';

const M = RESOURCE_MESSAGES;
const LIST = `GET ${RESOURCES_API}`;
const STATS = `GET ${RESOURCES_API}/stats`;

beforeEach(() => setSession(createSession({ role: 'alumni' })));
afterEach(() => {
  vi.unstubAllGlobals();
});

const pending = createResource({ title: 'DSA Notes', status: 'pending', isVerified: false, canEdit: true });
const published = createResource({
  title: 'Resume Kit',
  category: 'Resume Template',
  tags: ['resume', 'ats'],
  description: 'One page.',
  downloads: 17,
  averageRating: 4.5,
  totalRatings: 2,
  canEdit: true,
});
const refused = createResource({
  title: 'Blurry Scan',
  status: 'refused',
  isVerified: false,
  refusalReason: 'The scan cannot be read.',
  canEdit: true,
});

function mockMine(overrides: NonNullable<Parameters<typeof mockApi>[0]> = {}) {
  return mockApi({
    [LIST]: () => resourceListResponse([pending, published, refused]),
    [STATS]: () =>
      resourceStatsResponse(
        createResourceStats({ totalUploads: 3, averageRating: 4.46, totalDownloads: 17 }),
      ),
    ...overrides,
  });
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const row = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr')!;

describe('MyResources (alumni)', () => {
  it('shows Total Uploads, Average Rating and Total Downloads', async () => {
    mockMine();
    renderWithClient(<MyResources />);
    await waitFor(() => expect(stat('Average Rating')).toHaveTextContent('4.5'));
    expect(stat('Total Uploads')).toHaveTextContent('3');
    expect(stat('Total Downloads')).toHaveTextContent('17');
  });

  it('lists the own uploads in every status, with the refusal reason, counts and rating', async () => {
    const api = mockMine();
    renderWithClient(<MyResources />);
    await screen.findByRole('table', { name: /My uploaded resources/ });
    expect(new URL(api.calls(LIST)[0]!.url, 'http://localhost').searchParams.toString()).toBe(
      'sort=recent&page=1&limit=20',
    );
    expect(within(row('DSA Notes')).getByText('Pending Review')).toBeInTheDocument();
    const kit = row('Resume Kit');
    expect(within(kit).getByText('Published')).toBeInTheDocument();
    expect(within(kit).getByText('17')).toBeInTheDocument();
    expect(within(kit).getByText('4.5 (2 ratings)')).toBeInTheDocument();
    const scan = row('Blurry Scan');
    expect(within(scan).getByText('Refused')).toBeInTheDocument();
    expect(within(scan).getByText('The scan cannot be read.')).toBeInTheDocument();
    expect(within(kit).getByRole('button', { name: 'Edit Resume Kit' })).toBeInTheDocument();
    expect(within(kit).getByRole('button', { name: 'Delete Resume Kit' })).toBeInTheDocument();
  });

  it('shows an empty state with no uploads', async () => {
    mockMine({ [LIST]: () => resourceListResponse([]) });
    renderWithClient(<MyResources />);
    expect(await screen.findByRole('heading', { name: 'No resources yet' })).toBeInTheDocument();
  });
});

describe('MyResources: edit', () => {
  it("sends only title, description, category and tags, then shows 'Resource updated successfully!'", async () => {
    const api = mockMine({
      [`PUT ${RESOURCES_API}/${published._id}`]: ({ body }) =>
        resourceSavedResponse({ ...published, ...(body as object) }, M.updated),
    });
    const { user } = renderWithClient(<MyResources />);
    await user.click(await screen.findByRole('button', { name: 'Edit Resume Kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Resource' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Resume Kit');
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /^Tags/ })).toHaveValue('resume, ats');
    expect(within(dialog).queryByLabelText(/^File/)).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Resume Kit 2026');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Mock Tests');
    await user.type(within(dialog).getByRole('textbox', { name: /^Tags/ }), ', mock');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(api.bodies(`PUT ${RESOURCES_API}/${published._id}`)).toEqual([
      {
        title: 'Resume Kit 2026',
        description: 'One page.',
        category: 'Mock Tests',
        tags: ['resume', 'ats', 'mock'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("checks the fields and shows 'Failed to update resource. Please try again.' when it cannot save", async () => {
    const api = mockMine({
      [`PUT ${RESOURCES_API}/${published._id}`]: () => new Response('', { status: 502 }),
    });
    const { user } = renderWithClient(<MyResources />);
    await user.click(await screen.findByRole('button', { name: 'Edit Resume Kit' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeInTheDocument();
    expect(api.calls(`PUT ${RESOURCES_API}/${published._id}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Kit');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.updateFailed);
  });
});

describe('MyResources: delete', () => {
  it("asks 'Are you sure you want to delete this resource?' and says 'Resource deleted successfully!'", async () => {
    const api = mockMine({
      [`DELETE ${RESOURCES_API}/${pending._id}`]: () =>
        jsonResponse(200, { success: true, message: M.deleted }),
    });
    const { user } = renderWithClient(<MyResources />);
    await user.click(await screen.findByRole('button', { name: 'Delete DSA Notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete resource' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this resource?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE ${RESOURCES_API}/${pending._id}`)).toHaveLength(0);

    api.on(LIST, () => resourceListResponse([published, refused]));
    await user.click(screen.getByRole('button', { name: 'Delete DSA Notes' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(api.calls(`DELETE ${RESOURCES_API}/${pending._id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /DSA Notes/ })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.calls(STATS).length).toBeGreaterThanOrEqual(2));
  });

  it("shows 'Failed to delete resource. Please try again.' in the dialog", async () => {
    mockMine({ [`DELETE ${RESOURCES_API}/${pending._id}`]: () => Promise.reject(new TypeError('offline')) });
    const { user } = renderWithClient(<MyResources />);
    await user.click(await screen.findByRole('button', { name: 'Delete DSA Notes' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.deleteFailed);
  });
});
