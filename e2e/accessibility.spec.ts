import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/profile-pages';
import { PUBLIC_PAGES } from './support/public-pages';

/* No serious or critical axe violations (WCAG 2.1 A and AA) once each page has rendered its content. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `serious or critical axe violations on ${label}`).toEqual([]);
}

test('public pages have no serious accessibility violations', async ({ page }) => {
  // Twelve axe runs, several seconds each on two cores shared with the server under test.
  test.setTimeout(90_000);
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  for (const path of ['/login', '/register', '/forgot-password', '/does-not-exist']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test("a student's pages have no serious accessibility violations", async ({ page }) => {
  // Eight axe runs of 8-15 s each on two cores shared with the server and a second worker.
  test.setTimeout(150_000);
  await signInThroughForm(page, 'sneha.patel@mentorbridge.demo', 'student-demo-123');
  for (const [path, ready] of [
    ['/student-dashboard', 'Showing'],
    ['/find-mentor', 'alumni found'],
    ['/student/profile', 'Technical Skills'],
    ['/mentorship', 'Total Requests'],
    ['/complete-profile', 'Step 1 of 4'],
    ['/leaderboard', 'ranked ·'],
    ['/interviews', 'Showing'],
    ['/company-insights', 'Showing'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test("an alumni's pages have no serious accessibility violations", async ({ page }) => {
  // Eight axe runs of 8-15 s each on two cores shared with the server and a second worker.
  test.setTimeout(150_000);
  await signInThroughForm(page, 'ananya.iyer@mentorbridge.demo', 'alumni-demo-123');
  for (const [path, ready] of [
    // Manage Bookings carries the pending count pill, a past contrast failure.
    ['/alumni-dashboard', 'Manage Bookings'],
    ['/alumni-dashboard?tab=feedback', 'Overall rating'],
    ['/mentorship-dashboard', 'Pending'],
    ['/alumni/profile', 'Technical Skills'],
    ['/alumni-dashboard?tab=achievements', 'Badge progress'],
    ['/leaderboard', 'Total points'],
    ['/alumni-dashboard?tab=experiences', 'Posted on'],
    ['/company-insights/create', 'Basic Information'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    // axe judges colour contrast only of what is on screen.
    await page.getByText(ready).first().scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, path);
  }
});

test("an admin's pages have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, 'admin@mentorbridge.demo', 'admin-demo-123');
  for (const [path, ready] of [
    ['/admin-dashboard', 'Sign-ups per week by role'],
    ['/admin-dashboard?tab=users', 'Contributions / Points'],
    ['/admin-dashboard?tab=reports', /No open reports|first reported/],
    ['/admin-dashboard?tab=audit', /When · By|No entries/],
    ['/admin/resources', 'Pending Review'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});
