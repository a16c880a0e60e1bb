import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import {
  createResource,
  createResourceStats,
  RESOURCES_API,
  resourceListResponse,
  resourceStatsResponse,
} from '@test/resource-fixtures';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import ResourcesPage from './resources-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function mockResources() {
  return mockApi({
    [`GET ${RESOURCES_API}`]: () => resourceListResponse([createResource({ title: 'Resume Kit' })]),
    [`GET ${RESOURCES_API}/stats`]: () => resourceStatsResponse(createResourceStats({ totalUploads: 1 })),
  });
}

describe('/resources', () => {
  it("is 'Placement Resources' for a student, with the welcome banner and the cards", async () => {
    setSession(createSession({ role: 'student', name: 'Arjun Mehta' }));
    const api = mockResources();
    renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Placement Resources' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Arjun!' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Resume Kit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Resource' })).not.toBeInTheDocument();
    expect(api.calls(`GET ${RESOURCES_API}/stats`)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Placement Resources · MentorBridge'));
  });

  it("is 'My Placement Resources' for an alumni, with the stat cards, Upload and the table", async () => {
    setSession(createSession({ role: 'alumni' }));
    mockResources();
    renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'My Placement Resources' })).toBeInTheDocument();
    for (const label of ['Total Uploads', 'Average Rating', 'Total Downloads']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Upload Resource' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /Resume Kit/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('lets an admin browse the published resources, with a way to Manage Resources', async () => {
    setSession(createSession({ role: 'admin' }));
    const api = mockResources();
    renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Placement Resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Resources' })).toHaveAttribute(
      'href',
      '/admin/resources',
    );
    await screen.findByRole('article', { name: 'Resume Kit' });
    expect(api.calls(`GET ${RESOURCES_API}`)[0]!.url).toContain('status=published');
  });

  it("says 'Please Login' when it renders without a session, and asks for nothing", async () => {
    const api = mockApi();
    renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { name: RESOURCE_MESSAGES.pleaseLogin })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await act(async () => {});
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
