import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES, VIEWPORTS } from './support/public-pages';

const SCREENSHOT_DIR = fileURLToPath(new URL('artifacts/screenshots/', import.meta.url));

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, path, heading } of PUBLIC_PAGES) {
      test(`${path} renders cleanly and is captured`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(/MentorBridge/);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        const file = `${SCREENSHOT_DIR}${name}-${size}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
      });
    }
  });
}
