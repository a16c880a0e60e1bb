import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, DEMO } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { apiToken, createCompleteStudent, signInThroughForm } from './support/profile-pages';
import { SCREENSHOT_DIR } from './support/screenshots';
import { tinyPdf } from './support/tiny-pdf';

/*
 * An admin deactivates a student (signed out on their next click), removes a reported experience,
 * publishes a resource, reads the audit log and downloads a CSV export.
 */

const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function captureAdmin(page: Page, testInfo: TestInfo, name: string, ready: () => Promise<void>) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await ready();
    // The charts follow the new width (ResizeObserver) before the picture is taken.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('figure')).every((figure) => {
            const surface = figure.querySelector('svg.recharts-surface');
            return !surface || surface.getBoundingClientRect().right <= figure.getBoundingClientRect().right;
          }),
        ),
      )
      .toBe(true);
    // The table turns into cards once the page has seen the new width (a media query).
    await expect
      .poll(
        () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        { message: `horizontal overflow of ${name} at ${viewport.width} px` },
      )
      .toBeLessThanOrEqual(0);
    const file = `${SCREENSHOT_DIR}${name}-${size}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** The deactivated student's next call is refused (401) by design; Chromium logs it as a console error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught exception on ${page.url()}: ${error.message}`));
  return errors;
}

test('an admin deactivates a student, removes reported content, publishes a resource, audits and exports', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const company = `Reported Co ${tag}`;
  const resourceTitle = `Console Resource ${tag}`;
  let pendingBefore = 0;

  const target = await createCompleteStudent(request, `Console Target ${tag}`);
  // Accounts of this test's own, so the demo alumni's points (other specs read them) never move.
  const alumni = await createVerifiedAccount(request, {
    name: `Console Alumni ${tag}`,
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  const reporter = await createVerifiedAccount(request, { name: `Console Reporter ${tag}`, role: 'student' });
  const alumniToken = await apiToken(request, alumni.email, alumni.password);
  const posted = await request.post('/api/alumni-features/interview-experience', {
    headers: auth(alumniToken),
    data: {
      companyName: company,
      interviewRounds: 1,
      questionTypes: ['Technical'],
      questions: [{ questionText: 'Reverse a linked list in place.', roundType: 'Technical' }],
      tips: 'Buy my course at example.com for the answers.',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const experienceId = ((await posted.json()) as { data: { _id: string } }).data._id;
  const uploaded = await request.post('/api/resources', {
    headers: auth(alumniToken),
    multipart: {
      title: resourceTitle,
      description: 'One page of aptitude shortcuts for the first online round.',
      category: 'Aptitude Practice',
      tags: 'aptitude, e2e',
      file: { name: `console-${tag}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(resourceTitle) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const studentToken = await apiToken(request, reporter.email, reporter.password);
  const reported = await request.post(`/api/interviews/${experienceId}/report`, {
    headers: auth(studentToken),
    data: { reason: 'Spam or advertising', details: `Advertises a paid course (${tag}).` },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  const targetContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const targetPage = await targetContext.newPage();
  const targetErrors = watchErrors(targetPage);

  try {
    await signInThroughForm(targetPage, target.email, target.password);
    await expect(targetPage).toHaveURL(/\/student-dashboard/);

    await test.step('the admin opens the dashboard: stat cards, overview, analytics charts', async () => {
      await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/admin-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.locator('dt:text-is("Server uptime") + dd')).toHaveText('99.9%');
      await expect(page.locator('dt:text-is("Open reports") + dd')).not.toHaveText('–');
      await expect(page.locator('dt:text-is("Pending resources") + dd')).not.toHaveText('–');
      pendingBefore = Number(await page.locator('dt:text-is("Pending resources") + dd').textContent());
      const analytics = page.getByRole('region', { name: 'Analytics' });
      await expect(analytics.getByRole('figure', { name: 'Sign-ups per week by role' })).toBeVisible();
      await expect(analytics.locator('.recharts-surface').first()).toBeVisible();
      await captureAdmin(page, testInfo, 'admin-overview', async () => {
        await expect(
          page
            .getByRole('list', { name: 'Newest admin actions' })
            .or(page.getByText('No admin action has been recorded yet.')),
        ).toBeVisible();
        await expect(analytics.locator('.recharts-surface').first()).toBeVisible();
      });
    });

    await test.step('the admin finds the student by e-mail and deactivates them', async () => {
      await page.getByRole('tab', { name: /^Users/ }).click();
      await expect(page).toHaveURL(/tab=users/);
      await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email.toUpperCase());
      const row = page.getByRole('row').filter({ hasText: target.email });
      await expect(row).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page).toHaveURL(/q=/);
      const toggle = row.getByRole('switch', { name: `Active: ${target.name}` });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'User status updated to inactive' }),
      ).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.admin.email);
      const own = page.getByRole('row').filter({ hasText: DEMO.admin.email });
      await expect(own).toContainText('You');
      await expect(own.getByRole('switch')).toHaveCount(0);
      await expect(own.getByRole('button', { name: /Delete/ })).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
      await expect(page.getByRole('row').filter({ hasText: target.email })).toBeVisible();
      await captureAdmin(page, testInfo, 'admin-users', async () => {
        await expect(
          page
            .getByRole('row')
            .filter({ hasText: target.email })
            .or(page.getByRole('listitem').filter({ hasText: target.email })),
        ).toBeVisible();
      });
    });

    await test.step('the deactivated student is signed out on their next click', async () => {
      await targetPage.getByRole('link', { name: 'Leaderboard' }).first().click();
      await expect(targetPage).toHaveURL(/\/login/);
      await expect(targetPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      const unexpected = targetErrors.filter((error) => !/status of 401/.test(error));
      expect(unexpected, "the student's page logged errors or threw").toEqual([]);
    });
  } finally {
    await targetContext.close();
  }

  await test.step('the admin removes the reported experience from the reports panel', async () => {
    await page.getByRole('tab', { name: /^Reports/ }).click();
    const card = page.getByRole('article').filter({ hasText: company });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Interview experience');
    await expect(card).toContainText('Spam or advertising × 1');
    await expect(card).toContainText(`Advertises a paid course (${tag}).`);
    await expect(card.getByRole('link', { name: /Open the interview experience/ })).toBeVisible();
    await captureAdmin(page, testInfo, 'admin-reports', async () => {
      await expect(card).toBeVisible();
    });
    await card.getByRole('button', { name: `Remove ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove content' });
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Advertising a paid course');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Content removed' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Content removed' })).toBeHidden({
      timeout: 6000,
    });
    const gone = await request.get(`/api/interviews/${experienceId}`, { headers: auth(studentToken) });
    expect(gone.status()).toBe(404);
  });

  await test.step("the admin publishes the pending resource through the dashboard's link", async () => {
    await page.getByRole('main').getByRole('link', { name: 'Manage resources', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    await page.getByRole('searchbox', { name: 'Search resources' }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: resourceTitle });
    await expect(row).toContainText('Pending Review');
    await row.getByRole('button', { name: `Review ${resourceTitle}` }).click();
    const review = page.getByRole('dialog', { name: `Review: ${resourceTitle}` });
    await expect(review.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await review.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish resource' });
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Resource published successfully!')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin-dashboard\?tab=reports/);
    await expect(page.getByRole('tab', { name: /^Reports/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('dt:text-is("Pending resources") + dd')).toHaveText(String(pendingBefore - 1));
  });

  await test.step('the audit log shows the three acts, readably', async () => {
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('list', { name: /^Audit log, page 1 of/ });
    const deactivated = log.getByRole('listitem').filter({ hasText: target.name });
    await expect(deactivated).toContainText('Deactivated user');
    await expect(deactivated).toContainText('ActiveYes → changed to No');
    const removed = log
      .getByRole('listitem')
      .filter({ hasText: 'Removed reported content' })
      .filter({ hasText: company });
    await expect(removed).toContainText('Reason: Advertising a paid course');
    await expect(log.getByRole('listitem').filter({ hasText: resourceTitle })).toContainText(
      'Published resource',
    );

    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Deactivated user' });
    await expect(page).toHaveURL(/action=user\.deactivate/);
    await expect(
      page
        .getByRole('list', { name: /^Audit log/ })
        .getByRole('listitem')
        .first(),
    ).toContainText('Deactivated user');
    await expect(page.getByRole('list', { name: /^Audit log/ })).not.toContainText('Published resource');
    await captureAdmin(page, testInfo, 'admin-audit', async () => {
      await expect(page.getByRole('list', { name: /^Audit log/ })).toContainText(target.name);
    });
  });

  await test.step('the admin downloads the users CSV under the server’s name', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    const exports = page.getByRole('region', { name: 'Export data' });
    const downloaded = page.waitForEvent('download');
    await exports.getByRole('button', { name: 'Users CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^mentorbridge-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('ID,Name,Email,Role,Active,Verified,Profile complete,Joined,Last sign-in,Points');
    expect(rows.some((line) => line.includes(target.email))).toBe(true);
    await expect(exports.getByRole('status')).toContainText(download.suggestedFilename());
  });
});
