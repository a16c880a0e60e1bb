import { PROFILE_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { installDialogPolyfill } from '@test/dialog-polyfill';
import { createSession } from '@test/factories';
import { FakeXhr } from '@test/fake-xhr';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createStudentProfileResponse } from '@test/profile-fixtures';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_AVATAR_QUERY_KEY } from '@/components/layout/use-nav-avatar';
import { getSession, setSession } from '@/lib/session';
import StudentProfilePage from './student-profile-page';

installDialogPolyfill();

const M = PROFILE_MESSAGES;

function renderProfile() {
  // The browser applies `accept`; these tests pick refused files on purpose.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  return { user, ...renderPage(<StudentProfilePage />, '/student/profile') };
}

const pictureInput = () => screen.getByLabelText('Choose a profile picture');
const image = (name: string, type: string, size = 2048) => {
  const file = new File(['image'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ name: 'Asha Verma' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('student own profile', () => {
  it('shows loading, then every card of the profile', async () => {
    mockApi({ 'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()) });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Loading profile…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of [
      'Contact Information',
      'Social Links',
      'About Me',
      'Academic Details',
      'Career Interests',
      'Technical Skills',
      'Soft Skills',
      'Target Companies',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('+91 98765 43210');
    expect(contact).toHaveTextContent('asha@example.edu');
    expect(contact).toHaveTextContent('Female');
    expect(screen.getByRole('region', { name: 'Profile summary' })).toHaveTextContent('8.75CGPA');
    expect(screen.getByRole('region', { name: 'Profile summary' })).toHaveTextContent('4Skills');
    expect(
      within(screen.getByRole('region', { name: 'Social Links' })).getByRole('link', { name: /LinkedIn/ }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/asha');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/complete-profile');
    expect(screen.queryByRole('region', { name: 'Profile completion' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load profile data' with a Retry that loads it", async () => {
    let attempts = 0;
    mockApi({
      'GET /api/profile/student': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(403, { message: 'Forbidden', code: 'FORBIDDEN' })
          : jsonResponse(200, createStudentProfileResponse());
      },
    });
    const { user } = renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  });

  it('shows the completion banner under 100% and the call to action under 30%', async () => {
    mockApi({ 'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse({}, 78)) });
    const first = renderProfile();
    const banner = await screen.findByRole('region', { name: 'Profile completion' });
    expect(banner).toHaveTextContent('Your profile is 78% complete');
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '78');
    expect(within(banner).queryByRole('link', { name: 'Complete Profile Now' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse({}, 22)) });
    renderProfile();
    const low = await screen.findByRole('region', { name: 'Profile completion' });
    expect(low).toHaveTextContent('Your profile is 22% complete');
    expect(within(low).getByRole('link', { name: 'Complete Profile Now' })).toHaveAttribute(
      'href',
      '/complete-profile',
    );
  });

  it('checks the picture before uploading: type and size, in the student wording, kept until the next try', async () => {
    const api = mockApi({
      'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()),
    });
    FakeXhr.install();
    const { user } = renderProfile();
    await screen.findByRole('heading', { name: 'Asha Verma' });

    await user.upload(pictureInput(), image('anim.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG and JPG images are allowed');
    expect(screen.getByRole('alert').textContent).not.toContain('!');
    await user.upload(pictureInput(), image('huge.png', 'image/png', 3_145_729));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^File size must be less than 3MB$/);
    act(() => vi.advanceTimersByTime(TIMERS.errorClear + 1000));
    expect(screen.getByRole('alert')).toHaveTextContent(M.avatarSize);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(api.calls('POST /api/profile/upload-avatar')).toHaveLength(0);
  });

  it('uploads with a percentage, then refreshes the profile and the navigation avatar; success clears after 3 s', async () => {
    let avatar: string | null = null;
    mockApi({
      'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse({ avatar })),
    });
    FakeXhr.install();
    const { user, client } = renderProfile();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await user.upload(pictureInput(), image('me.png', 'image/png'));
    const request = FakeXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/profile/upload-avatar');
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    expect((request.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    act(() => request.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: /Uploading… 40%/ })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    avatar = '/api/files/avatars/abc.webp';
    act(() => request.respond(200, { message: M.avatarUploaded, avatar, avatarPublicId: 'abc' }));
    expect(await screen.findByText(M.avatarUploaded)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: NAV_AVATAR_QUERY_KEY });
    expect(getSession()?.avatar).toBe(avatar);
    expect(await screen.findByRole('button', { name: 'Delete photo' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TIMERS.successClear));
    await waitFor(() => expect(screen.queryByText(M.avatarUploaded)).not.toBeInTheDocument());
  });

  it("shows the server's refusal of an upload", async () => {
    mockApi({ 'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()) });
    FakeXhr.install();
    const { user } = renderProfile();
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await user.upload(pictureInput(), image('fake.png', 'image/png'));
    act(() => FakeXhr.last().respond(415, { message: M.avatarType, code: 'UNSUPPORTED_MEDIA_TYPE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.avatarType);
    await user.upload(pictureInput(), image('fake.png', 'image/png'));
    act(() => FakeXhr.last().fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.avatarUploadFailed);
  });

  it('asks for confirmation before deleting the picture', async () => {
    let avatar: string | null = '/api/files/avatars/abc.webp';
    const api = mockApi({
      'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse({ avatar })),
      'DELETE /api/profile/avatar': () => {
        avatar = null;
        return jsonResponse(200, { message: M.avatarDeleted, avatar: null, avatarPublicId: null });
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete photo' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete profile picture' });
    expect(dialog).toHaveAccessibleDescription(M.avatarDeleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE /api/profile/avatar')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete photo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.avatarDeleted)).toBeInTheDocument();
    expect(api.calls('DELETE /api/profile/avatar')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveFocus();
  });
});
