import type { Locator } from '@playwright/test';
import { createVerifiedAccount, signIn, signInAs } from './support/auth-helpers';
import { findAlumniId } from './support/directory';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/public-pages';
import { screenshotBoth } from './support/screenshots';

// A seeded extra alumni no other suite writes to, so their unread count moves only with this test.
const MENTOR = {
  name: 'Harsh Reddy',
  email: 'harsh.reddy.11@alumni.mentorbridge.demo',
  password: 'alumni-demo-123',
};

async function unreadCount(bell: Locator): Promise<number> {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
}

function bellName(count: number): string | RegExp {
  return count === 0 ? /^Notifications$/ : `Notifications, ${count} unread`;
}

test('an alumni sees a new request arrive in the bell without a reload, opens it, and sets e-mail preferences', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const studentName = `Nila Student ${Date.now().toString(36)}`;
  const student = await createVerifiedAccount(request, { name: studentName, role: 'student' });
  const mentorId = await findAlumniId(request, student, MENTOR.name);

  const alumniContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const alumniPage = await alumniContext.newPage();
  const alumniErrors: string[] = [];
  alumniPage.on('console', (message) => {
    if (message.type() === 'error') alumniErrors.push(message.text());
  });
  alumniPage.on('pageerror', (error) => alumniErrors.push(error.message));
  await signInAs(alumniPage, MENTOR.email, MENTOR.password);
  await alumniPage.goto('/alumni-dashboard');
  const bell = alumniPage.getByTestId('notification-bell');
  // The live bell replaces the link shown while its chunk loads.
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  const before = await unreadCount(bell);

  await signInAs(page, student.email, student.password);
  await page.goto(`/mentorship?mentor=${mentorId}`);
  const dialog = page.getByRole('dialog', { name: 'Request Mentorship' });
  await expect(dialog).toContainText(MENTOR.name);
  await dialog.getByRole('combobox', { name: /request type/i }).selectOption('Resume Review');
  await dialog
    .getByRole('textbox', { name: /message/i })
    .fill('I am applying for data roles. Could you review my resume and projects?');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Mentorship request sent successfully!' }),
  ).toBeVisible();

  await expect(bell).toHaveAccessibleName(bellName(before + 1));
  await expect(bell).toContainText(String(before + 1));

  await bell.click();
  const panel = alumniPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  const item = panel.getByRole('link', { name: `Unread: New mentorship request from ${studentName}` });
  await expect(item).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toContainText(studentName);
  await expect(panel.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications');
  await screenshotBoth(alumniPage, 'notifications-bell-panel', { fullPage: false });

  await alumniPage.setViewportSize(VIEWPORTS.mobile);
  await expect(bell).toBeVisible();
  await expect(alumniPage.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  await alumniPage.setViewportSize(VIEWPORTS.desktop);

  await alumniPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await panel.getByRole('link', { name: `Unread: New mentorship request from ${studentName}` }).click();
  await expect(alumniPage).toHaveURL(/\/mentorship-dashboard$/);
  await expect(alumniPage.getByRole('article', { name: studentName })).toContainText('Resume Review');
  await expect(bell).toHaveAccessibleName(bellName(before));

  await alumniPage.reload();
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(bell).toHaveAccessibleName(bellName(before));
  await bell.click();
  await expect(panel.getByRole('link', { name: `New mentorship request from ${studentName}` })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Unread: New mentorship request from Nila/ })).toHaveCount(0);

  await panel.getByRole('link', { name: 'View all' }).click();
  await expect(alumniPage).toHaveURL(/\/notifications$/);
  await expect(alumniPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = alumniPage.getByRole('region', { name: 'All notifications' });
  await expect(list.getByRole('link', { name: `New mentorship request from ${studentName}` })).toBeVisible();
  await expect(alumniPage.getByText('In-app notifications are always on.', { exact: false })).toBeVisible();

  const form = alumniPage.getByRole('form', { name: 'E-mail preferences' });
  const mentorship = form.getByRole('group', { name: 'Mentorship requests' });
  await mentorship.getByRole('radio', { name: 'Daily digest' }).check();
  await form
    .getByRole('group', { name: 'Reports and moderation' })
    .getByRole('radio', { name: 'No e-mail' })
    .check();
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(form.getByRole('status')).toHaveText('Notification preferences saved');
  // From the top, so the sticky header is not painted over the middle of the full-page shot.
  await alumniPage.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(alumniPage, 'notifications-page');

  await alumniPage.reload();
  await expect(mentorship.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await expect(
    form.getByRole('group', { name: 'Reports and moderation' }).getByRole('radio', { name: 'No e-mail' }),
  ).toBeChecked();

  expect(alumniErrors, 'the alumni page logged errors').toEqual([]);
  await alumniContext.close();
});

test('the bell is there for a student at 375 px, and the notifications page needs a sign-in', async ({
  page,
  request,
}) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);

  const student = await createVerifiedAccount(request, { name: 'Bell Student', role: 'student' });
  await page.setViewportSize(VIEWPORTS.mobile);
  await signIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/notifications$/);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(bell).toHaveAccessibleName(/^Notifications$/);
  await expect(page.getByRole('region', { name: 'All notifications' })).toContainText("You're all caught up");

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText("You're all caught up");
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
});
