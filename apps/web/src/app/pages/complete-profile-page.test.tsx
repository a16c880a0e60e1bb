import { PROFILE_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { isLeavingAsked } from '@test/leave-prompt';
import { jsonResponse, mockApi } from '@test/mock-api';
import { createStudentProfileResponse } from '@test/profile-fixtures';
import { renderPage } from '@test/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import CompleteProfilePage from './complete-profile-page';

const M = PROFILE_MESSAGES;

function renderWizard() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderPage(<CompleteProfilePage />, '/complete-profile');
  return { user, ...view };
}

const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: 'input,select,textarea' });
const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.getByRole('button', { name: 'Back' });
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function fillStep(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(label);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else {
      await user.clear(control);
      await user.type(control, value);
    }
  }
}

/** Next checks asynchronously, so each step is awaited. */
async function advanceTo(user: ReturnType<typeof userEvent.setup>, last: number) {
  const current = Number(/Step (\d)/.exec(screen.getByText(/^Step \d of 4$/).textContent ?? '')![1]);
  for (let step = current + 1; step <= last; step += 1) {
    await user.click(next());
    await screen.findByText(`Step ${step} of 4`);
  }
}

const STEP_1 = { 'First Name': 'Ravi', 'Last Name': 'Kumar' };
const STEP_2 = {
  'College Name': 'VIT Vellore',
  Branch: 'Information Technology',
  'Current Year': '2',
  'Graduation Year': '2028',
  CGPA: '8.25',
  Backlogs: '0',
};
const STEP_3 = { 'Technical Skills': ' Java ,, Spring Boot , ', 'Career Interests': 'Backend,  Cloud' };
const STEP_4 = { 'LinkedIn Profile': 'https://www.linkedin.com/in/ravi' };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setSession(createSession({ name: 'Ravi', isProfileComplete: false }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('student profile wizard', () => {
  it("is titled 'Complete' for a new profile and 'Edit' for a complete one (Edit Profile)", async () => {
    mockApi({ 'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()) });
    const first = renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Complete your student profile' }),
    ).toBeInTheDocument();
    first.unmount();

    setSession(createSession({ name: 'Ravi', isProfileComplete: true }));
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your student profile' })).toBeInTheDocument();
    expect(screen.queryByText(/complete your student profile/i)).not.toBeInTheDocument();
    await screen.findByText('Step 1 of 4');
  });

  it('refuses Next with each step rule, in order, and Back always returns', async () => {
    const api = mockApi({
      'GET /api/profile/student': () => jsonResponse(500, { message: 'Down', code: 'INTERNAL' }),
    });
    const { user } = renderWizard();

    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Personal Information');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.studentStep1);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

    await fillStep(user, STEP_1);
    await user.click(next());
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('College / Academic Details');
    expect(stepHeading()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.studentStep2);

    await user.click(back());
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Ravi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(next());

    await fillStep(user, STEP_2);
    await user.click(next());
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.studentStep3);

    await fillStep(user, STEP_3);
    await user.click(next());
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Contact & Social Links');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.studentStep4);
    expect(api.calls('PUT /api/profile/student')).toHaveLength(0);
  });

  it('shows the progress as a bar and offers the spec options and bounds', async () => {
    mockApi({ 'GET /api/profile/student': () => jsonResponse(500, {}) });
    const { user } = renderWizard();
    const bar = await screen.findByRole('progressbar', { name: 'Wizard progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    const gender = within(field('Gender'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(gender).toEqual(['Select gender', 'Male', 'Female', 'Other', 'Prefer not to say']);

    await fillStep(user, STEP_1);
    await user.click(next());
    await screen.findByText('Step 2 of 4');
    expect(field('Graduation Year')).toMatchObject({ type: 'number', min: '2020', max: '2030' });
    expect(field('CGPA')).toMatchObject({ type: 'number', min: '0', max: '10', step: '0.01' });
    expect(field('Backlogs')).toMatchObject({ type: 'number', min: '0' });
    const years = within(field('Current Year'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toEqual(['Select year', 'Year 1', 'Year 2', 'Year 3', 'Year 4']);

    await fillStep(user, { ...STEP_2, CGPA: '10.5' });
    await user.click(next());
    expect(await screen.findByText('CGPA must be between 0 and 10')).toBeInTheDocument();
    expect(field('CGPA')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CGPA')).toHaveFocus();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await fillStep(user, { CGPA: '9' });
    await user.click(next());

    await screen.findByText('Step 3 of 4');
    const levels = within(field('Interview Experience Level')).getAllByRole('option');
    expect(levels.map((option) => option.textContent)).toEqual([
      'Select level',
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
    await fillStep(user, STEP_3);
    await user.click(next());
    await screen.findByText('Step 4 of 4');
    expect(field('Contact Preference')).toHaveValue('Email');
    for (const label of ['LinkedIn Profile', 'Resume Link', 'GitHub Profile', 'Portfolio Link']) {
      expect(field(label)).toHaveAttribute('type', 'url');
    }
  });

  it('prefills every step from the stored profile', async () => {
    mockApi({ 'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()) });
    const { user } = renderWizard();
    expect(await screen.findByDisplayValue('Asha')).toBe(field('First Name'));
    expect(field('Gender')).toHaveValue('Female');
    await user.click(next());
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(field('CGPA')).toHaveValue(8.75);
    expect(field('Current Year')).toHaveValue('3');
    await user.click(next());
    await screen.findByText('Step 3 of 4');
    expect(field('Technical Skills')).toHaveValue('React, TypeScript, SQL');
  });

  it('starts a new profile from the account name and says it is the name others see', async () => {
    mockApi({
      'GET /api/profile/student': () =>
        jsonResponse(200, {
          ...createStudentProfileResponse({ firstName: null, lastName: null }),
          name: 'Priya Sharma',
        }),
    });
    renderWizard();
    expect(await screen.findByDisplayValue('Priya')).toBe(field('First Name'));
    expect(field('Last Name')).toHaveValue('Sharma');
    expect(field('First Name')).toHaveAccessibleDescription('This is the name others see on MentorBridge.');
    expect(field('Last Name')).toHaveAccessibleDescription('This is the name others see on MentorBridge.');
  });

  it('saves arrays and numbers, shows the success message and goes to the dashboard after 2 s', async () => {
    const api = mockApi({
      'GET /api/profile/student': () => jsonResponse(500, {}),
      'PUT /api/profile/student': ({ body }) =>
        jsonResponse(200, {
          ...createStudentProfileResponse(body as never),
          name: 'Ravi Kumar',
          message: M.saved,
        }),
    });
    const { user, router } = renderWizard();
    await screen.findByText('Step 1 of 4');
    expect(isLeavingAsked()).toBe(false);
    for (const [index, values] of [STEP_1, STEP_2, STEP_3].entries()) {
      await fillStep(user, values);
      await user.click(next());
      await screen.findByText(`Step ${index + 2} of 4`);
    }
    await fillStep(user, STEP_4);
    expect(isLeavingAsked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(isLeavingAsked()).toBe(false);
    const [put] = api.calls('PUT /api/profile/student');
    expect(put!.body).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar',
      collegeName: 'VIT Vellore',
      currentYear: 2,
      graduationYear: 2028,
      cgpa: 8.25,
      backlogs: 0,
      technicalSkills: ['Java', 'Spring Boot'],
      careerInterests: ['Backend', 'Cloud'],
      softSkills: [],
      linkedinProfile: 'https://www.linkedin.com/in/ravi',
      resumeLink: null,
      contactPreference: 'Email',
    });
    expect(getSession()).toMatchObject({ isProfileComplete: true, name: 'Ravi Kumar' });
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(TIMERS.redirectDelay - 100));
    expect(router.state.location.pathname).toBe('/complete-profile');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-dashboard'));
  });

  it("shows the server's message, and its field errors on their step", async () => {
    mockApi({
      'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()),
      'PUT /api/profile/student': () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields.',
          code: 'VALIDATION_ERROR',
          errors: [{ path: 'branch', message: 'Must be at most 100 characters' }],
        }),
    });
    const { user } = renderWizard();
    await screen.findByDisplayValue('Asha');
    await advanceTo(user, 4);
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(field('Branch')).toHaveAccessibleDescription('Must be at most 100 characters');
  });

  it("falls back to 'Failed to update profile' when the server cannot be reached", async () => {
    const api = mockApi({
      'GET /api/profile/student': () => jsonResponse(200, createStudentProfileResponse()),
    });
    api.fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(200, createStudentProfileResponse()),
    );
    const { user } = renderWizard();
    await screen.findByDisplayValue('Asha');
    await advanceTo(user, 4);
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.saveFailed);
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });
});
