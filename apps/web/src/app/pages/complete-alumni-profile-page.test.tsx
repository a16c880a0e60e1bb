import { ALUMNI_DEGREES, PROFILE_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createAlumniProfileResponse } from '@test/profile-fixtures';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import CompleteAlumniProfilePage from './complete-alumni-profile-page';

const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: 'input,select,textarea' });
const next = () => screen.getByRole('button', { name: 'Next' });

function renderWizard() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderPage(<CompleteAlumniProfilePage />, '/complete-alumni-profile') };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ role: 'alumni', name: 'Ananya', isProfileComplete: false }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('alumni profile wizard', () => {
  it("is titled 'Complete' for a new profile and 'Edit' for a complete one (Edit Profile)", async () => {
    mockApi({ 'GET /api/profile/alumni': () => jsonResponse(200, createAlumniProfileResponse()) });
    const first = renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete your alumni profile' }),
    ).toBeInTheDocument();
    first.unmount();

    setSession(createSession({ role: 'alumni', name: 'Ananya', isProfileComplete: true }));
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your alumni profile' })).toBeInTheDocument();
    await screen.findByText('Step 1 of 3');
  });

  it('has three steps whose inputs are required, with the spec bounds and degree options', async () => {
    mockApi({ 'GET /api/profile/alumni': () => jsonResponse(500, {}) });
    const { user } = renderWizard();
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal & Educational Information');
    for (const label of ['First Name', 'College Code', 'Degree', 'Academic Performance']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Graduation Year')).toMatchObject({ type: 'number', min: '1980', max: '2025' });
    const degrees = within(field('Degree')).getAllByRole('option').slice(1);
    expect(degrees.map((option) => option.textContent)).toEqual([...ALUMNI_DEGREES]);

    await user.click(next());
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(field('College Code')).toHaveAccessibleDescription('College Code is required');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.type(field('College Code'), 'NITT');
    await waitFor(() =>
      expect(field('College Code')).not.toHaveAccessibleDescription('College Code is required'),
    );
    expect(field('College Code')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('First Name is required')).toBeInTheDocument();
  });

  it('starts a new profile from the account name and says it is the name others see', async () => {
    mockApi({
      'GET /api/profile/alumni': () =>
        jsonResponse(200, {
          ...createAlumniProfileResponse({ firstName: null, lastName: null }),
          name: 'Anna Maria Rossi',
        }),
    });
    renderWizard();
    expect(await screen.findByDisplayValue('Anna Maria')).toBe(field('First Name'));
    expect(field('Last Name')).toHaveValue('Rossi');
    expect(screen.getByText('This is the name others see on MentorBridge.')).toBeVisible();
    expect(field('Last Name')).toHaveAccessibleDescription('This is the name others see on MentorBridge.');
  });

  it('prefills from the stored profile and saves, then goes to the alumni dashboard after 2 s', async () => {
    const stored = createAlumniProfileResponse();
    const api = mockApi({
      'GET /api/profile/alumni': () => jsonResponse(200, stored),
      'PUT /api/profile/alumni': () => jsonResponse(200, { ...stored, message: PROFILE_MESSAGES.saved }),
    });
    const { user, router } = renderWizard();
    expect(await screen.findByDisplayValue('Ananya')).toBe(field('First Name'));

    await user.click(next());
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Professional Information');
    expect(field('Total Experience')).toMatchObject({ type: 'number', min: '0', step: '0.5' });
    expect(field('Number of Interviews Faced')).toMatchObject({ type: 'number', min: '0' });
    await user.clear(field('Previous Companies'));
    await user.type(field('Previous Companies'), 'Flipkart, , TCS ');
    await user.click(next());
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Skills & Social Links');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    const [put] = api.calls('PUT /api/profile/alumni');
    expect(put!.body).toMatchObject({
      previousCompanies: ['Flipkart', 'TCS'],
      totalExperience: 7.5,
      graduationYear: 2017,
      technicalSkills: ['Go', 'Kubernetes'],
    });
    expect(getSession()).toMatchObject({ isProfileComplete: true, name: 'Ananya Iyer' });
    act(() => vi.advanceTimersByTime(TIMERS.redirectDelay));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alumni-dashboard'));
  });

  it('Back always returns to the previous step', async () => {
    mockApi({ 'GET /api/profile/alumni': () => jsonResponse(200, createAlumniProfileResponse()) });
    const { user } = renderWizard();
    await screen.findByDisplayValue('Ananya');
    await user.click(next());
    await screen.findByText('Step 2 of 3');
    await user.clear(field('Current Company'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
  });
});
