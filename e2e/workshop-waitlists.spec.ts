import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshotBoth } from './support/screenshots';

const ALUMNI = { email: 'ananya.iyer@mentorbridge.demo', password: 'alumni-demo-123' };
const WAITING = { email: 'arjun.mehta@mentorbridge.demo', password: 'student-demo-123' };
const SEATED = { email: 'sneha.patel@mentorbridge.demo', password: 'student-demo-123' };

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('a student joins a full workshop’s waitlist, a seat frees and they take it', async ({
  page,
  request,
}) => {
  const title = `Waitlist Clinic ${Date.now()}`;
  const host = { Authorization: `Bearer ${await tokenOf(request, ALUMNI)}` };
  const seated = { Authorization: `Bearer ${await tokenOf(request, SEATED)}` };
  const created = await request.post('/api/alumni-features/workshop', {
    headers: host,
    data: {
      title,
      description: 'One seat, a queue behind it.',
      category: 'Career Guidance',
      scheduledDate: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
      maxParticipants: 1,
      meetingLink: 'https://meet.example.com/waitlist',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workshopId = ((await created.json()) as { data: { _id: string } }).data._id;
  const booked = await request.post(`/api/alumni-features/workshop/${workshopId}/book`, {
    headers: seated,
    data: {},
  });
  const bookingId = ((await booked.json()) as { data: { _id: string } }).data._id;
  const confirmed = await request.put(`/api/alumni-features/workshop/${workshopId}/booking/${bookingId}`, {
    headers: host,
    data: { status: 'Confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  await test.step('the student joins the waitlist of the full workshop', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(WAITING.email);
    await page.getByLabel(/^password/i).fill(WAITING.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/student-dashboard');
    await page.getByRole('tab', { name: 'Browse Workshops' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Browse Workshops' });
    await panel.getByRole('searchbox', { name: 'Search workshops' }).fill(title);
    // Act once the search has landed: a card clicked before may be swapped for the searched one.
    await expect(panel.getByRole('article')).toHaveCount(1);
    const card = panel.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Join waitlist of ${title}` }).click();
    await expect(panel.getByText('You are number 1 on the waitlist')).toBeVisible();
    await expect(card.getByText('Waitlisted — position 1')).toBeVisible();
    await screenshotBoth(page, 'workshop-waitlisted');
  });

  await test.step('the seated student cancels: the offer arrives in the bell, and the seat is taken', async () => {
    // The waiting student stays on the dashboard: the offer must reach the bell without a reload.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    const cancelled = await request.patch(`/api/alumni-features/my-bookings/${bookingId}/cancel`, {
      headers: seated,
    });
    expect(cancelled.status()).toBe(200);
    await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
    await bell.click();
    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    await notifications.getByRole('link', { name: `Unread: A seat is held for you: ${title}` }).click();
    await expect(page).toHaveURL(/\/student-dashboard/);
    await page.getByRole('tab', { name: 'Booked Workshop' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Booked Workshop' });
    const waitlists = panel.getByRole('region', { name: 'My Waitlists' });
    const held = waitlists.getByRole('article', { name: title });
    await expect(held.getByText(/^A seat is held for you until /)).toBeVisible();
    await held.getByRole('button', { name: `Take seat in ${title}` }).click();
    await expect(panel.getByText('The seat is yours! Your booking is confirmed.')).toBeVisible();
    const booking = panel.getByRole('article', { name: title }).filter({ hasText: 'Confirmed' });
    await expect(booking).toBeVisible();
  });
});
