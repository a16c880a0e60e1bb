import { expect, test } from './support/fixtures';

// The fixtures fail on any console error or CSP violation: the docs pages carry their own CSP.
test('/api/docs renders the API reference', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI's 1.5 MB bundle takes Chromium more than 10 s to parse and run on a slow 2-core machine.
  await expect(page.getByRole('heading', { name: /MentorBridge API/ })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  // Swagger UI renders the operations below the fold as they are scrolled to.
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(page.getByText('/api/contact/send')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
