import { PROFILE_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { FakeXhr } from '@test/fake-xhr';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createAlumniProfileResponse } from '@test/profile-fixtures';
import { renderPage } from '@test/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import AlumniProfilePage from './alumni-profile-page';

function renderProfile() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  return { user, ...renderPage(<AlumniProfilePage />, '/alumni/profile') };
}

const image = (name: string, type: string, size = 2048) => {
  const file = new File(['image'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'alumni', name: 'Ananya Iyer' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('alumni own profile', () => {
  it('shows position, experience, contact, links, bio, experience, education and skills', async () => {
    mockApi({ 'GET /api/profile/alumni': () => jsonResponse(200, createAlumniProfileResponse()) });
    renderProfile();
    expect(await screen.findByText('Senior Software Engineer at Google')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile summary' })).toHaveTextContent(
      '7.5 yearsTotal Experience',
    );
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('+91 99887 76655');
    expect(contact).toHaveTextContent('ananya@example.com');
    expect(contact).toHaveTextContent('Bengaluru');
    expect(screen.getByRole('region', { name: 'Social Links' })).toHaveTextContent(
      /LinkedIn.*GitHub.*Portfolio/,
    );
    expect(screen.getByRole('region', { name: 'Bio' })).toHaveTextContent('backend interviews');
    const work = screen.getByRole('region', { name: 'Professional Experience' });
    expect(work).toHaveTextContent('Technology');
    expect(work).toHaveTextContent('Flipkart, Infosys');
    expect(screen.getByRole('region', { name: 'Educational Background' })).toHaveTextContent('B.Tech');
    expect(screen.getByRole('region', { name: 'Technical Skills' })).toHaveTextContent('Kubernetes');
    expect(screen.getByRole('region', { name: 'Soft Skills' })).toHaveTextContent('Mentoring');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/complete-alumni-profile',
    );
  });

  it('offers Complete Profile Now under 30% completion', async () => {
    mockApi({ 'GET /api/profile/alumni': () => jsonResponse(200, createAlumniProfileResponse({}, 20)) });
    renderProfile();
    expect(await screen.findByRole('link', { name: 'Complete Profile Now' })).toHaveAttribute(
      'href',
      '/complete-alumni-profile',
    );
    expect(screen.getByRole('region', { name: 'Profile completion' })).toHaveTextContent('20% complete');
  });

  it('words picture errors with an exclamation mark and clears them after 5 s', async () => {
    mockApi({ 'GET /api/profile/alumni': () => jsonResponse(200, createAlumniProfileResponse()) });
    FakeXhr.install();
    const { user } = renderProfile();
    await screen.findByText('Senior Software Engineer at Google');
    const input = screen.getByLabelText('Choose a profile picture');

    await user.upload(input, image('anim.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.avatarTypeAlumni);
    await user.upload(input, image('huge.jpg', 'image/jpeg', 4_000_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.avatarSizeAlumni);

    act(() => vi.advanceTimersByTime(TIMERS.errorClear - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
