import type { Browser, Page } from '@playwright/test';
import { signInAs } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { sidewaysOverflow } from './support/long-text-data';
import { screenshotBoth } from './support/screenshots';

/*
 * The demo data holds the completed sessions this suite needs (nothing moves the server's clock): Arjun's
 * session with Rahul yesterday, not rated yet, and Sneha's three rated sessions with Ananya (5, 4 and 5 stars).
 */
const ARJUN = { email: 'arjun.mehta@mentorbridge.demo', password: 'student-demo-123', name: 'Arjun Mehta' };
const RAHUL = { email: 'rahul.verma@mentorbridge.demo', password: 'alumni-demo-123', name: 'Rahul Verma' };
const ADMIN = { email: 'admin@mentorbridge.demo', password: 'admin-demo-123' };
const SNEHA = { email: 'sneha.patel@mentorbridge.demo', password: 'student-demo-123' };

const DESKTOP = { width: 1366, height: 768 };
const MOBILE = { width: 375, height: 812 };
const REVIEW = 'Rahul ran a realistic mock interview and rewrote two lines of my resume with me.';

async function open(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Kolkata' });
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

async function pastSessions(page: Page) {
  await page.goto('/sessions');
  await page.getByRole('tab', { name: /^Past/ }).click();
}

test('a student rates a completed session; the mentor reports the review and an admin removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await open(browser, ARJUN);
  const studentCard = student.page.getByRole('article', { name: `Session with ${RAHUL.name}` });

  await test.step('the student rates the session at 375 px, after a missing rating is pointed out', async () => {
    const { page } = student;
    await pastSessions(page);
    await expect(studentCard).toContainText('Completed');
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'session-to-rate');
    await page.setViewportSize(MOBILE);
    await studentCard.getByRole('button', { name: `Rate this session with ${RAHUL.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate this session' });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByText('Please select a rating')).toBeVisible();
    await dialog.getByLabel('4 stars, Very Good').check({ force: true });
    await dialog.getByRole('textbox', { name: /comment/i }).fill(REVIEW);
    const dialogOverflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(dialogOverflow, 'no sideways scroll in the dialog at 375 px').toBeLessThanOrEqual(0);
    await screenshotBoth(page, 'rate-session', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(studentCard).toContainText('Your rating');
    await expect(studentCard).toContainText(REVIEW);
    await expect(studentCard.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(studentCard.getByRole('button', { name: /Edit your review/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  const mentor = await open(browser, RAHUL);
  await test.step('the mentor reads the review on the past session and reports it', async () => {
    const { page } = mentor;
    await pastSessions(page);
    const card = page.getByRole('article', { name: `Session with ${ARJUN.name} (student)` });
    await expect(card).toContainText(`${ARJUN.name}'s rating`);
    await expect(card).toContainText(REVIEW);
    await expect(card.getByRole('button', { name: /no-show/i })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'session-review-alumni');
    await card.getByRole('button', { name: `Report review by ${ARJUN.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${ARJUN.name}'s review` });
    await dialog.getByRole('radio', { name: 'Inaccurate or misleading' }).check();
    await dialog.getByRole('textbox', { name: /details/i }).fill('We never discussed his resume.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Thank you. Our team will review this report.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  const admin = await open(browser, ADMIN);
  await test.step('an admin removes the review from the reports panel', async () => {
    const { page } = admin;
    await page.goto('/admin-dashboard?tab=reports&kind=review');
    const card = page.getByRole('article').filter({ hasText: `review of ${RAHUL.name}` });
    await expect(card).toContainText('Session review');
    await expect(card).toContainText(`By ${ARJUN.name}`);
    await expect(card).toContainText('We never discussed his resume.');
    await card.getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove content' });
    await dialog
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('The mentor showed it was inaccurate');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Content removed' })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('the student sees the review was removed and can no longer change it', async () => {
    const { page } = student;
    await page.reload();
    await page.getByRole('tab', { name: /^Past/ }).click();
    await expect(studentCard).toContainText('Our moderators removed this review');
    await expect(studentCard.getByRole('button')).toHaveCount(0);
  });

  for (const session of [student, mentor, admin]) await session.context.close();
});

test('a mentor with three ratings shows the average on the directory card and the profile, with the reviews', async ({
  browser,
}) => {
  const { context, page } = await open(browser, SNEHA);
  await test.step('the directory card carries the rating', async () => {
    await page.goto('/student-dashboard?q=ananya');
    // The directory's card, not the one "Mentors for you" may show above it.
    const directory = page.getByRole('tabpanel', { name: 'Find Your Mentor/Alumni' });
    const card = directory.getByRole('article', { name: 'Ananya Iyer' });
    await expect(card).toContainText('★ 4.7 (3 reviews)');
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'directory-mentor-rating');
    await card.getByRole('link', { name: 'Show Full Profile' }).click();
  });

  await test.step('the profile shows the rating and lists the reviews, newest first', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('★ 4.7 (3 reviews)');
    const reviews = page.getByRole('region', { name: 'Session Reviews (3)' });
    await expect(reviews.getByRole('listitem')).toHaveCount(3);
    await expect(reviews.getByRole('listitem').first()).toContainText('My resume is much sharper now.');
    // Sneha wrote them: she is offered no Report on her own reviews.
    await expect(reviews.getByRole('button', { name: /^Report review/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'profile-mentor-reviews');
  });
  await context.close();
});

test('below three ratings a mentor’s reviews stay hidden from others, while the mentor sees the section', async ({
  browser,
}) => {
  const student = await open(browser, SNEHA);
  let profileUrl = '';
  await test.step('a student sees no rating and no Session Reviews section', async () => {
    const { page } = student;
    await page.goto('/student-dashboard?q=rahul');
    const card = page.getByRole('article', { name: RAHUL.name });
    await expect(card).not.toContainText('★');
    await card.getByRole('link', { name: 'Show Full Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: RAHUL.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Areas of Expertise' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Session Reviews/ })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Session Reviews');
    profileUrl = new URL(page.url()).pathname;
  });
  await student.context.close();

  const mentor = await open(browser, RAHUL);
  await test.step('the mentor sees the section on their own profile', async () => {
    const { page } = mentor;
    await page.goto(profileUrl);
    await expect(page.getByRole('heading', { level: 1, name: RAHUL.name })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Session Reviews/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
  await mentor.context.close();
});
