import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { mockApi } from '@test/mock-api';
import { renderPage, renderRoutes } from '@test/render';
import {
  createResource,
  createResourceStats,
  RESOURCES_API,
  resourceListResponse,
  resourceStatsResponse,
} from '@test/resource-fixtures';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { routes } from '../router';
import AdminResourcesPage from './admin-resources-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/resources', () => {
  it('gives an admin the stats, the tabs and the review table', async () => {
    setSession(createSession({ role: 'admin' }));
    mockApi({
      [`GET ${RESOURCES_API}/admin/all`]: () =>
        resourceListResponse([createResource({ title: 'DSA Notes', status: 'pending' })]),
      [`GET ${RESOURCES_API}/stats`]: () =>
        resourceStatsResponse(createResourceStats({ pending: 1, totalUploads: 1 })),
    });
    renderPage(<AdminResourcesPage />, '/admin/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Resources' })).toBeInTheDocument();
    expect(screen.getByText('Pending Review', { selector: 'dt' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'DSA Notes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument();
  });

  it.each(['student', 'alumni'] as const)(
    "tells a %s 'This page is only accessible to admin users.' if it renders for them",
    async (role) => {
      setSession(createSession({ role }));
      const api = mockApi();
      renderPage(<AdminResourcesPage />, '/admin/resources');
      expect(screen.getByText(RESOURCE_MESSAGES.adminOnly)).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      await act(async () => {});
      expect(api.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('tells other roles who the page is for, through the router, and loads nothing for them', async () => {
    setSession(createSession({ role: 'student' }));
    // mockApi fails on any call but the navigation's avatar.
    mockApi();
    const { router } = renderRoutes(routes, '/admin/resources');
    expect(
      await screen.findByText('This page is only accessible to admin users.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/resources');
  });
});
