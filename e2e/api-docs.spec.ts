import { expect, test } from './support/fixtures';

// The fixtures fail the test on any console error or CSP violation: the docs pages carry their own CSP.
test('/api/docs renders the API reference', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /MentorBridge API/ })).toBeVisible();
  // The operations come from the route schemas, so the contact endpoint is listed.
  await expect(page.getByText('/api/contact/send')).toBeVisible();
});
