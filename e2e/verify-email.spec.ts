import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, readCode } from './support/auth-helpers';
import type { DevMail } from './support/dev-mailbox';
import { expect, test } from './support/fixtures';
import { longWord, sidewaysOverflow } from './support/long-text-data';

const SCREENSHOT_DIR = fileURLToPath(new URL('artifacts/screenshots/', import.meta.url));

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
} as const;

const M = {
  tooSoon: 'Please wait a minute before requesting another code.',
  invalidCode: 'Invalid verification code',
  codeTooManyTries:
    'Too many wrong codes: this code no longer works. Please click "Resend Code" to get a new one.',
  otpTooManyTries: 'Too many wrong OTPs: this OTP no longer works. Please request a new one.',
  resent: 'If the address needs verifying, a new verification code has been sent to it.',
} as const;

/** Chromium logs each refused call (400 wrong code, 429 too soon) as a console error; these are provoked. */
const REFUSED_CODE_CALL =
  /status of 4(00|29) \([\w ]+\).*\/api\/auth\/(verify-email|resend-verification|reset-password|resend-reset-otp):/;

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Through the form, so the verify page gets the address in navigation state. */
async function registerThroughForm(page: Page, email: string) {
  await page.goto('/register?role=student');
  await page.getByRole('textbox', { name: /full name/i }).fill('Verify Tester');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill('verify-pass-1');
  await page.getByLabel(/^confirm password/i).fill('verify-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
}

async function newestCode(request: APIRequestContext, email: string, count: number): Promise<string> {
  const pattern = /Verification code: (\d{6})/;
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const { data } = (await response.json()) as { data: DevMail[] };
        codes = data
          .filter((mail) => mail.to === email && pattern.test(mail.text))
          .map((mail) => pattern.exec(mail.text)![1]!);
        return codes.length;
      },
      { message: `${count} verification codes for ${email}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return codes[0]!;
}

test.use({ allowedBrowserError: REFUSED_CODE_CALL });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`verification codes at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Resend counts down, five wrong codes void the code, a new code verifies', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const email = `${longWord(`verify${size}${Date.now()}`, 60)}@mentorbridge-long-text.example.com`;
      await registerThroughForm(page, email);
      const main = page.getByRole('main');
      await expect(main).toContainText(email);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      // The sign-up's own code does not count: the first Resend sends a new one.
      await page.getByRole('button', { name: 'Resend Code' }).click();
      await expect(main.getByRole('status').filter({ hasText: M.resent })).toBeVisible();

      // A second one within the minute is too soon: the wait replaces the last message, not as an error.
      await page.getByRole('button', { name: 'Resend Code' }).click();
      await expect(main.getByRole('status').filter({ hasText: M.tooSoon })).toBeVisible();
      await expect(main.getByText(M.resent)).toHaveCount(0);
      await expect(main.getByRole('alert')).toHaveCount(0);
      const waiting = main.getByRole('button', { name: /^Resend Code \(in \d+ s\)$/ });
      await expect(waiting).toBeDisabled();
      const before = Number(/in (\d+) s/.exec((await waiting.textContent()) ?? '')![1]);
      expect(before).toBeGreaterThan(30);
      expect(before).toBeLessThanOrEqual(60);
      await expect(waiting).not.toHaveText(`Resend Code (in ${before} s)`, { timeout: 3_000 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}verify-email-wait-${size}.png`, fullPage: true });

      const code = await newestCode(request, email, 2);
      const input = page.getByRole('textbox', { name: /verification code/i });
      await input.fill(wrongCode(code));
      const verify = page.getByRole('button', { name: 'Verify Email' });
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await verify.click();
        const expected = attempt <= 5 ? M.invalidCode : M.codeTooManyTries;
        await expect(main.getByRole('alert')).toHaveText(expected);
      }
      await expect(main.getByText(M.tooSoon)).toHaveCount(0);
      await expect(main.getByText('This code no longer works.', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: /^Resend Code/ })).toBeFocused();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOT_DIR}verify-email-too-many-${size}.png`, fullPage: true });

      const resend = main.getByRole('button', { name: 'Resend Code' });
      await expect(resend).toBeEnabled({ timeout: 65_000 });
      await resend.click();
      await expect(main.getByRole('status').filter({ hasText: M.resent })).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
      await input.fill(await newestCode(request, email, 3));
      await verify.click();
      await expect(main.getByText('Email verified successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('five wrong OTPs void the reset OTP; Resend OTP is offered and counts down', async ({
      page,
      request,
    }) => {
      const account = await createVerifiedAccount(request);
      await page.goto('/forgot-password');
      await page.getByRole('textbox', { name: /email/i }).fill(account.email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('Step 2 of 2')).toBeVisible();
      const otp = await readCode(request, account.email, 'OTP');

      const main = page.getByRole('main');
      await page.getByRole('textbox', { name: /^otp/i }).fill(wrongCode(otp));
      await page.getByLabel(/^new password/i).fill('second-pass-456');
      await page.getByLabel(/^confirm new password/i).fill('second-pass-456');
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await expect(main.getByRole('alert')).toHaveText(attempt <= 5 ? 'Invalid OTP' : M.otpTooManyTries);
      }
      const resend = main.getByRole('button', { name: 'Resend OTP' });
      await expect(resend).toBeFocused();

      await resend.click();
      await expect(main.getByRole('status').filter({ hasText: M.tooSoon })).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
      await expect(main.getByRole('button', { name: /^Resend OTP \(in \d+ s\)$/ })).toBeDisabled();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOT_DIR}reset-otp-too-many-${size}.png`, fullPage: true });
    });
  });
}
