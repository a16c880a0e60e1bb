import type { Browser, Locator, Page } from '@playwright/test';
import { signInAs } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/public-pages';
import { screenshotBoth } from './support/screenshots';

const ALUMNI = { email: 'ananya.iyer@mentorbridge.demo', password: 'alumni-demo-123' };
const STUDENT = { email: 'arjun.mehta@mentorbridge.demo', password: 'student-demo-123', name: 'Arjun Mehta' };

interface Actor {
  page: Page;
  token: string;
}

async function signIn(browser: Browser, account: { email: string; password: string }): Promise<Actor> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInAs(page, account.email, account.password);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'a session token after signing in').toBeTruthy();
  return { page, token: token! };
}

async function openStudentTab(page: Page, tab: string, marker: (panel: Locator) => Locator) {
  await page.goto('/student-dashboard');
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(marker(panel)).toBeVisible();
  return { panel };
}

async function localDateTimeInDays(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
    date.setHours(18, 30, 0, 0);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
  }, days);
}

test('a workshop from creation to feedback', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `E2E Interview Drill ${Date.now()}`;
  const meetingLink = `https://meet.example.com/e2e-${Date.now()}`;
  const comment = 'Clear explanations and a realistic mock round.';

  const alumni = await signIn(browser, ALUMNI);
  const student = await signIn(browser, STUDENT);

  await test.step('the alumni creates a workshop on /alumni-dashboard', async () => {
    const { page } = alumni;
    await page.goto('/alumni-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, .+!$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Workshops' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Create Workshop' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create Workshop' });
    await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
    await expect(dialog.getByLabel('Max participants')).toHaveValue('10');
    await dialog.getByRole('button', { name: 'Create Workshop' }).click();
    await expect(dialog.getByText('Workshop title is required')).toBeVisible();

    await dialog.getByLabel(/workshop title/i).fill(title);
    await dialog
      .getByLabel(/description/i)
      .fill('A timed coding round followed by detailed feedback on your approach.');
    await dialog.getByLabel(/category/i).selectOption('Mock Interview');
    await dialog.getByLabel('Session type').selectOption('mock-interview');
    await dialog.getByLabel(/date and time/i).fill(await localDateTimeInDays(page, 4));
    await dialog.getByLabel('Max participants').fill('3');
    await dialog.getByLabel(/topics/i).fill('Arrays, Graphs, Communication');
    await screenshotBoth(page, 'alumni-dashboard-create-workshop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create Workshop' }).click();

    await expect(page.getByText('Workshop created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('0 of 3');
    await expect(card.getByText('Upcoming')).toBeVisible();
  });

  await test.step("the student books it on the dashboard's Browse Workshops tab", async () => {
    const { page } = student;
    const search = (panel: Locator) => panel.getByRole('searchbox', { name: 'Search workshops' });
    const { panel } = await openStudentTab(page, 'Browse Workshops', search);
    await expect(panel.getByRole('article', { name: title })).toBeVisible();
    await screenshotBoth(page, 'student-browse-workshops');
    await search(panel).fill(title);
    await expect(panel.getByText(/^Showing 1 of \d+ workshops$/)).toBeVisible();
    const card = panel.getByRole('article', { name: title });
    await expect(card).toContainText('3 slots left');
    await expect(card).toContainText('Free');
    await card.getByRole('button', { name: `Book ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Book “${title}”` });
    await dialog.getByLabel('Notes for the mentor').fill('I would like to practise graph problems.');
    await screenshotBoth(page, 'student-book-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(panel.getByText('Workshop booked successfully! Check your bookings tab.')).toBeVisible();
    await expect(card.getByText('Booked — Pending')).toBeVisible();
  });

  await test.step('the alumni confirms the booking with a meeting link in Manage Bookings', async () => {
    const { page } = alumni;
    await page.reload();
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Manage Bookings/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Bookings' });
    await expect(dialog.getByText('Only 3 spots left')).toBeVisible();
    await expect(dialog).toContainText(STUDENT.email);
    await expect(dialog).toContainText('I would like to practise graph problems.');

    await dialog.getByRole('button', { name: `Accept ${STUDENT.name}` }).click();
    const link = dialog.getByLabel('Meeting link for this student');
    await expect(link).toBeFocused();
    await link.fill(meetingLink);
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(dialog.getByText('Booking confirmed successfully! Student will be notified.')).toBeVisible();
    await expect(dialog.getByText('Only 2 spots left')).toBeVisible();
    await expect(dialog.getByText('Confirmed', { exact: true })).toBeVisible();
    await screenshotBoth(page, 'alumni-dashboard-manage-bookings', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: /^Manage Bookings/ })).toBeFocused();
  });

  await test.step('the student sees the meeting link on the Booked Workshop tab', async () => {
    const { page } = student;
    const heading = (panel: Locator) => panel.getByRole('heading', { name: 'My Booked Workshops' });
    const { panel } = await openStudentTab(page, 'Booked Workshop', heading);
    const card = panel.getByRole('article', { name: title });
    await expect(card.getByText('Confirmed')).toBeVisible();
    await expect(card.getByRole('link', { name: /join meeting/i })).toHaveAttribute('href', meetingLink);
    await expect(card.getByRole('button', { name: `Add ${title} to calendar` })).toBeVisible();
    await screenshotBoth(page, 'student-booked-workshops');
  });

  await test.step('the alumni marks the workshop completed', async () => {
    const { page } = alumni;
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Mark completed: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark workshop as completed' });
    // It is scheduled days ahead, so the host is asked to complete it early.
    await expect(dialog).toContainText(/This workshop is scheduled for .+\. Complete it early\?/);
    await dialog.getByRole('button', { name: 'Complete early' }).click();
    await expect(page.getByText('Workshop marked as completed!')).toBeVisible();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  await test.step('the student leaves feedback', async () => {
    const { page } = student;
    const heading = (panel: Locator) => panel.getByRole('heading', { name: 'My Booked Workshops' });
    const { panel } = await openStudentTab(page, 'Booked Workshop', heading);
    const card = panel.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Leave feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave feedback' });
    await expect(dialog.getByRole('radio', { name: '1 star, Poor' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill(comment);
    await screenshotBoth(page, 'student-feedback-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit feedback' }).click();
    await expect(panel.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Leave feedback' })).toBeHidden();
  });

  await test.step('the alumni reads it in the Feedback tab', async () => {
    const { page } = alumni;
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\?tab=feedback$/);
    const entry = page.getByRole('listitem').filter({ hasText: comment });
    await expect(entry).toContainText(title);
    await expect(entry).toContainText(STUDENT.name);
    await expect(entry.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByText('Overall rating')).toBeVisible();
    await page.getByLabel('Filter by rating').selectOption('4');
    await expect(entry).toBeVisible();
    await page.getByLabel('Filter by rating').selectOption('all');
    await screenshotBoth(page, 'alumni-dashboard-feedback');
  });

  await alumni.page.context().close();
  await student.page.context().close();
});
