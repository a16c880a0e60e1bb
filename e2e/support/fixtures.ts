import { test as base, expect } from '@playwright/test';

interface BrowserErrorOptions {
  /** Only tests that feed the app a fake session turn it off: their stubbed API is not the real contract. */
  failOnBrowserErrors: boolean;
  /** One pattern, not a list: Playwright reads an array in `test.use` as a fixture tuple. */
  allowedBrowserError: RegExp | null;
}

interface BrowserErrorFixtures {
  browserErrors: string[];
}

export const test = base.extend<BrowserErrorFixtures & BrowserErrorOptions>({
  failOnBrowserErrors: [true, { option: true }],
  allowedBrowserError: [null, { option: true }],
  browserErrors: [
    async ({ page, failOnBrowserErrors, allowedBrowserError }, use) => {
      const errors: string[] = [];
      // Chromium also logs a refused resource as a console error; the event adds the directive for sure.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'an inline resource'}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        errors.push(
          `console.error on ${page.url()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
        );
      });
      page.on('pageerror', (error) => errors.push(`uncaught exception on ${page.url()}: ${error.message}`));

      await use(errors);

      if (failOnBrowserErrors) {
        const unexpected = errors.filter((error) => !allowedBrowserError?.test(error));
        expect(unexpected, 'the page logged errors, threw, or violated the CSP').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
