import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedAccount, signInAs } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { sidewaysOverflow } from './support/long-text-data';
import { screenshotBoth } from './support/screenshots';

// A seeded extra alumni no other suite leans on.
const MENTOR = {
  name: 'Gaurav Agarwal',
  email: 'gaurav.agarwal.21@alumni.mentorbridge.demo',
  password: 'alumni-demo-123',
};

const DESKTOP = { width: 1366, height: 768 };
const MOBILE = { width: 375, height: 812 };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; _id: string };
}

/** The student asks and the mentor accepts over the API: this suite is about what comes after. */
async function acceptedMentorship(request: APIRequestContext, student: { email: string; password: string }) {
  const studentToken = (await login(request, student.email, student.password)).token;
  const { token: mentorToken, _id: mentorId } = await login(request, MENTOR.email, MENTOR.password);
  const sent = await request.post('/api/mentorship-requests', {
    headers: { Authorization: `Bearer ${studentToken}` },
    data: {
      alumniId: mentorId,
      requestType: 'Technical Interview Prep',
      message: 'Could we do a mock SDE interview?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data } = (await sent.json()) as { data: { _id: string } };
  const accepted = await request.put(`/api/mentorship-requests/${data._id}/accept`, {
    headers: { Authorization: `Bearer ${mentorToken}` },
    data: { responseMessage: 'Happy to help. Book a slot on MentorBridge.' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function open(browser: Browser, timezoneId: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: DESKTOP, timezoneId });
  const page = await context.newPage();
  await signInAs(page, account.email, account.password);
  return { context, page };
}

async function expectNoSidewaysScroll(page: Page) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await sidewaysOverflow(page), `no sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

test('an alumni sets weekly hours, a student books a slot in two zones, moves it, adds it to a calendar and cancels it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const studentName = `Kiran Sessions ${Date.now().toString(36)}`;
  const student = await createVerifiedAccount(request, { name: studentName, role: 'student' });
  await acceptedMentorship(request, student);

  const mentor = await open(browser, 'America/New_York', MENTOR);
  await test.step('the alumni sets availability in New York time', async () => {
    const { page } = mentor;
    await page.goto('/mentorship-dashboard');
    await page.getByRole('link', { name: 'Availability' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Minimum notice (hours)' })).toHaveValue('12');
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
    for (const day of WEEKDAYS) await page.getByRole('button', { name: `Add hours on ${day}` }).click();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Availability saved' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'mentor-availability');
  });

  const learner = await open(browser, 'Asia/Kolkata', student);
  await test.step('the student picks a slot shown in IST with the mentor’s time beside it', async () => {
    const { page } = learner;
    await page.goto('/mentorship');
    await page.getByRole('link', { name: `Book a session with ${MENTOR.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Session' })).toBeVisible();
    const first = page.getByRole('radio').first();
    await expect(first).toHaveAccessibleName(/ IST, .* GMT-[45](, .*)? for Gaurav Agarwal$/);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'book-session');
    await first.check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Session booked' })).toBeVisible();
    await page.getByRole('link', { name: 'See my sessions' }).click();
    const card = page.getByRole('article', { name: `Session with ${MENTOR.name}` });
    await expect(card).toContainText('Booked');
    await expect(card).toContainText(/IST to .* IST/);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'my-sessions-student');
  });

  await test.step('the alumni sees the booking in their own zone', async () => {
    const { page } = mentor;
    await page.goto('/sessions');
    const card = page.getByRole('article', { name: `Session with ${studentName} (student)` });
    await expect(card).toContainText(/GMT-[45] to/);
    await expect(card.getByRole('button', { name: /no-show/i })).toHaveCount(0);
  });

  await test.step('the student moves the session with a reason, at 375 px too', async () => {
    const { page } = learner;
    const card = page.getByRole('article', { name: `Session with ${MENTOR.name}` });
    const before = await card.locator('time').first().getAttribute('datetime');
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: `Reschedule session with ${MENTOR.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule session' });
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(dialog.getByText('Please give a reason for rescheduling')).toBeVisible();
    await dialog.getByRole('textbox', { name: /reason/i }).fill('A lab moved to that hour.');
    await dialog.getByRole('radio').first().check();
    expect(await sidewaysOverflow(page), 'no sideways page scroll at 375 px').toBeLessThanOrEqual(0);
    const dialogOverflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(dialogOverflow, 'no sideways scroll in the dialog at 375 px').toBeLessThanOrEqual(0);
    await screenshotBoth(page, 'reschedule-session', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Session rescheduled' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Moved by you: A lab moved to that hour.');
    await expect(card.locator('time').first()).not.toHaveAttribute('datetime', before ?? '');
    await expectNoSidewaysScroll(page);
  });

  await test.step('the student adds the moved session to a calendar: same event, next sequence', async () => {
    const { page } = learner;
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: `Add session with ${MENTOR.name} to calendar` }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('mentor-session.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^UID:mentor-session-[0-9a-f-]+@mentorbridge\r?$/m);
    expect(ics).toMatch(/^SEQUENCE:1\r?$/m);
    expect(ics).toMatch(/^METHOD:PUBLISH\r?$/m);
  });

  await test.step('the student cancels, giving a reason', async () => {
    const { page } = learner;
    await page.getByRole('button', { name: `Cancel session with ${MENTOR.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel session' });
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(dialog.getByText('Please give a reason for cancelling')).toBeVisible();
    await dialog.getByRole('textbox', { name: /reason/i }).fill('My exam moved to that day.');
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Session cancelled' })).toBeVisible();
    await page.getByRole('tab', { name: /^Past/ }).click();
    await expect(page.getByRole('article', { name: `Session with ${MENTOR.name}` })).toContainText(
      'My exam moved to that day.',
    );
  });

  await mentor.context.close();
  await learner.context.close();
});
