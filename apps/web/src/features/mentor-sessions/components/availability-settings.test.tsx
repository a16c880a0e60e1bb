import { MENTOR_SESSION_MESSAGES as M } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { isLeavingAsked } from '@test/leave-prompt';
import { createAvailability, SESSIONS_API } from '@test/mentor-session-fixtures';
import { jsonResponse, mockApi } from '@test/mock-api';
import { renderWithClient } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { AvailabilitySettings } from './availability-settings';

const GET = `GET ${SESSIONS_API}/availability`;
const PUT = `PUT ${SESSIONS_API}/availability`;

beforeEach(() => setSession(createSession({ role: 'alumni', token: 'alumni-token' })));
afterEach(() => vi.unstubAllGlobals());

const day = (name: string) => screen.getByRole('group', { name });

describe('AvailabilitySettings', () => {
  it('starts from the defaults: the profile’s zone, 12 h notice, no hours yet', async () => {
    mockApi({ [GET]: () => jsonResponse(200, { success: true, data: createAvailability() }) });
    renderWithClient(<AvailabilitySettings />);

    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    expect(screen.getByRole('option', { name: 'America/Los_Angeles' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Minimum notice (hours)' })).toHaveValue(12);
    expect(screen.getByRole('combobox', { name: 'Session length' })).toHaveValue('30');
    expect(screen.getByText('Students cannot book you yet')).toBeVisible();
    expect(within(day('Monday')).getByText('Not available')).toBeVisible();
  });

  it('shows each validation message and sends nothing until they are fixed', async () => {
    const api = mockApi({ [GET]: () => jsonResponse(200, { success: true, data: createAvailability() }) });
    const { user } = renderWithClient(<AvailabilitySettings />);

    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const tuesdayEnd = within(day('Tuesday')).getByLabelText('To');
    await user.clear(tuesdayEnd);
    await user.type(tuesdayEnd, '08:00');
    const buffer = screen.getByRole('spinbutton', { name: 'Buffer between sessions (minutes)' });
    await user.clear(buffer);
    await user.type(buffer, '90');
    const cap = screen.getByRole('spinbutton', { name: 'Sessions per week at most' });
    await user.clear(cap);
    await user.type(cap, '0');
    await user.type(screen.getByRole('textbox', { name: 'Default meeting link (optional)' }), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await within(day('Tuesday')).findByText(M.windowOrder)).toBeVisible();
    expect(within(day('Monday')).getByText(M.windowOverlap)).toBeVisible();
    expect(screen.getByText(M.bufferInvalid)).toBeVisible();
    expect(screen.getByText(M.weeklyCapInvalid)).toBeVisible();
    expect(screen.getByText(M.meetingLinkInvalid)).toBeVisible();
    expect(api.calls(PUT)).toHaveLength(0);
  });

  it('saves weekly hours, settings and blocked dates, then says so', async () => {
    const api = mockApi({
      [GET]: () => jsonResponse(200, { success: true, data: createAvailability() }),
      [PUT]: ({ body }) =>
        jsonResponse(200, {
          success: true,
          message: M.availabilitySaved,
          data: createAvailability({
            ...(body as object),
            isConfigured: true,
            updatedAt: '2026-03-01T10:00:00.000Z',
          }),
        }),
    });
    const { user } = renderWithClient(<AvailabilitySettings />);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    expect(screen.getByRole('heading', { name: 'Weekly hours (America/New_York)' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session length' }), '45');
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await user.click(screen.getByRole('button', { name: 'Remove Friday hours' }));
    const blocked = screen.getByLabelText('Block a date');
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(screen.getByText(M.dateInvalid)).toBeVisible();
    await user.type(blocked, '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(screen.getByRole('button', { name: 'Unblock Fri, 25 Dec 2026' })).toBeVisible();
    expect(isLeavingAsked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText(M.availabilitySaved)).toBeVisible();
    // Saved: nothing is lost by leaving now.
    expect(isLeavingAsked()).toBe(false);
    expect(api.bodies(PUT)).toEqual([
      {
        timeZone: 'America/New_York',
        sessionMinutes: 45,
        bufferMinutes: 10,
        minNoticeHours: 12,
        weeklyCap: 5,
        weeklyHours: [{ weekday: 2, start: '09:00', end: '17:00' }],
        blockedDates: ['2026-12-25'],
        meetingLink: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Students cannot book you yet')).not.toBeInTheDocument());
  });

  it('puts the server’s field messages on the fields', async () => {
    mockApi({
      [GET]: () =>
        jsonResponse(200, {
          success: true,
          data: createAvailability({ weeklyHours: [{ weekday: 3, start: '10:00', end: '12:00' }] }),
        }),
      [PUT]: () =>
        jsonResponse(400, {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          errors: [{ path: 'weeklyHours.0.end', message: M.windowTooShort }],
        }),
    });
    const { user } = renderWithClient(<AvailabilitySettings />);
    await user.click(await screen.findByRole('button', { name: 'Save availability' }));
    expect(await within(day('Wednesday')).findByText(M.windowTooShort)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
  });
});
