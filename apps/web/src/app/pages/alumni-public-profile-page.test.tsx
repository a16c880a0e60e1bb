import { PROFILE_MESSAGES, REPORT_MESSAGES } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { createStudentRequest } from '@test/mentorship-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createPublicUser } from '@test/profile-fixtures';
import { renderPage } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import AlumniPublicProfilePage from './alumni-public-profile-page';

const REQUESTS = 'GET /api/mentorship-requests/student';

function renderProfile(id = 'alumni-1') {
  return renderPage(<AlumniPublicProfilePage />, '/alumni/:id', `/alumni/${id}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public alumni profile', () => {
  it('hides contact details unless the server shows them, and lets a student request mentorship', async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, createPublicUser({ contactVisible: false })),
      [REQUESTS]: () => jsonResponse(200, []),
    });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Senior Software Engineer at Google')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent(PROFILE_MESSAGES.contactHidden);
    expect(contact).not.toHaveTextContent('@');
    expect(screen.getByRole('link', { name: 'Request Mentorship' })).toHaveAttribute(
      'href',
      '/mentorship?mentor=alumni-1',
    );
    for (const title of [
      'Connect',
      'Education',
      'Professional Experience',
      'Technical Skills',
      'Soft Skills',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Areas of Expertise' })).toHaveTextContent('Career Guidance');
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('backend interviews');
    expect(screen.getByRole('region', { name: 'Profile summary' })).toHaveTextContent('14Interviews Faced');
    const connect = screen.getByRole('region', { name: 'Connect' });
    expect(within(connect).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/ananya',
    );
  });

  it("shows 'Request Sent' instead of Request Mentorship while a request to this alumni is pending", async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, createPublicUser()),
      [REQUESTS]: () =>
        jsonResponse(200, [
          createStudentRequest({ status: 'rejected', alumni: { _id: 'alumni-1' } }),
          createStudentRequest({ status: 'pending', alumni: { _id: 'alumni-1' } }),
          createStudentRequest({ status: 'accepted', alumni: { _id: 'someone-else' } }),
        ]),
    });
    renderProfile();
    const summary = await screen.findByRole('region', { name: 'Profile summary' });
    expect(await within(summary).findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(within(summary).queryByRole('link', { name: 'Request Mentorship' })).not.toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'View your request' })).toHaveAttribute(
      'href',
      '/mentorship',
    );
  });

  it('shows the accepted mentorship instead of Request Mentorship once a request was accepted', async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, createPublicUser({ contactVisible: true })),
      [REQUESTS]: () =>
        jsonResponse(200, [createStudentRequest({ status: 'accepted', alumni: { _id: 'alumni-1' } })]),
    });
    renderProfile();
    const summary = await screen.findByRole('region', { name: 'Profile summary' });
    expect(await within(summary).findByText('Mentorship Accepted')).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Request Mentorship' })).not.toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'View meeting and contact details' })).toHaveAttribute(
      'href',
      '/mentorship',
    );
  });

  it('shows e-mail and phone when contactVisible, and no Request Mentorship to an alumni', async () => {
    setSession(createSession({ role: 'alumni' }));
    mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, createPublicUser({ contactVisible: true })),
    });
    renderProfile();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('ananya@example.com');
    expect(contact).toHaveTextContent('+91 99887 76655');
    expect(contact).not.toHaveTextContent(PROFILE_MESSAGES.contactHidden);
    expect(screen.queryByRole('link', { name: 'Request Mentorship' })).not.toBeInTheDocument();
  });

  it('lists session reviews to others only with a shown rating; the mentor always sees the section', async () => {
    const REVIEWS = 'GET /api/mentors/alumni-1/reviews';
    setSession(createSession({ role: 'student' }));
    const api = mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, { ...createPublicUser(), mentorRating: null }),
      [REQUESTS]: () => jsonResponse(200, []),
    });
    const { unmount } = renderProfile();
    await screen.findByRole('region', { name: 'Areas of Expertise' });
    expect(screen.queryByRole('region', { name: /Session Reviews/ })).toBeNull();
    expect(api.calls(REVIEWS)).toEqual([]);
    unmount();

    setSession(createSession({ role: 'alumni', _id: 'alumni-1' }));
    mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, { ...createPublicUser(), mentorRating: null }),
      [`${REVIEWS}?page=1&limit=5`]: () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    });
    renderProfile();
    const own = await screen.findByRole('region', { name: 'Session Reviews' });
    expect(await within(own).findByText(/No reviews yet/)).toBeVisible();
  });

  it("shows 'Profile Not Found' with the server's message and goes back", async () => {
    setSession(createSession({ role: 'student' }));
    mockApi({
      'GET /api/users/missing': () =>
        jsonResponse(404, { message: PROFILE_MESSAGES.alumniNotFound, code: 'NOT_FOUND' }),
    });
    const { router } = renderProfile('missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.alumniNotFound);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/student-dashboard');
  });

  it("falls back to 'Failed to load alumni profile' when the server cannot be reached", async () => {
    setSession(createSession({ role: 'admin' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.publicProfileFailed);
  });
  it('lets a signed-in user report the profile, but never its owner', async () => {
    const user = userEvent.setup();
    setSession(createSession({ role: 'student' }));
    const api = mockApi({
      'GET /api/users/alumni-1': () => jsonResponse(200, createPublicUser()),
      [REQUESTS]: () => jsonResponse(200, []),
      'POST /api/users/alumni-1/report': () =>
        jsonResponse(201, { success: true, message: REPORT_MESSAGES.sent }),
    });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Report profile' }));
    const dialog = screen.getByRole('dialog', { name: "Report Ananya Iyer's profile" });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Sells paid referrals');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(api.bodies('POST /api/users/alumni-1/report')).toEqual([
      { reason: 'Spam or advertising', details: 'Sells paid referrals' },
    ]);
  });

  it('offers no Report profile on your own profile', async () => {
    setSession(createSession({ _id: 'alumni-1', role: 'alumni' }));
    mockApi({ 'GET /api/users/alumni-1': () => jsonResponse(200, createPublicUser()) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report profile' })).not.toBeInTheDocument();
  });
});
