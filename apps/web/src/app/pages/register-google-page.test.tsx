import { AUTH_MESSAGES, STORAGE_KEYS } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderPage } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import RegisterGooglePage from './register-google-page';

const m = AUTH_MESSAGES;
const PARAMS = { tempUserId: 'temp-1', name: 'Asha Verma', email: 'asha@example.edu', googleId: 'g-1' };

function renderRegisterGoogle(params: Record<string, string> = PARAMS) {
  const user = userEvent.setup();
  const entry = `/register-google?${new URLSearchParams(params)}`;
  return { user, ...renderPage(<RegisterGooglePage />, '/register-google', entry) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterGooglePage', () => {
  it.each(Object.keys(PARAMS))('calls the link invalid without %s', (missing) => {
    mockApi({});
    const params = Object.fromEntries(Object.entries(PARAMS).filter(([key]) => key !== missing));
    renderRegisterGoogle(params);
    expect(screen.getByRole('alert')).toHaveTextContent(m.invalidGoogleLink);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows who is signing up and requires a role', async () => {
    const api = mockApi({});
    const { user } = renderRegisterGoogle({ ...PARAMS, avatar: 'https://lh3.example.com/a.png' });
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('asha@example.edu')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Student' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alumni' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(m.roleRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Continue as' })).toHaveAccessibleDescription(m.roleRequired);
    expect(api.bodies('POST /api/auth/register-google')).toHaveLength(0);
  });

  it("creates the account, stores the session and opens the role's wizard", async () => {
    const session = createSession({ role: 'alumni', isProfileComplete: false });
    const api = mockApi({ 'POST /api/auth/register-google': () => jsonResponse(200, session) });
    const { user, router } = renderRegisterGoogle();
    await user.click(screen.getByRole('radio', { name: 'Alumni' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/complete-alumni-profile'));
    expect(api.bodies('POST /api/auth/register-google')).toEqual([{ tempUserId: 'temp-1', role: 'alumni' }]);
    expect(getSession()).toEqual(session);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(session.token);
  });

  it("shows the server's sentence, else the fallback", async () => {
    let answer = () => jsonResponse(400, { message: m.registrationExpired, code: 'VALIDATION_ERROR' });
    mockApi({ 'POST /api/auth/register-google': () => answer() });
    const { user } = renderRegisterGoogle();
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.registrationExpired);

    answer = () => new Response('', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(m.googleRegisterFailed)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
