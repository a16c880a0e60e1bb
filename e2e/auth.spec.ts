import {
  createVerifiedAccount,
  DEMO,
  READ_SESSION,
  REFUSED_LOGIN_ERROR,
  readCode,
  signIn,
  uniqueEmail,
} from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/public-pages';
import { SCREENSHOT_DIR } from './support/screenshots';

test('a new student registers, verifies the email, signs in and lands on the profile wizard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('register');
  const password = 'student-pass-1';

  await page.goto('/');
  await page
    .getByRole('link', { name: /join as student/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register\?role=student$/);
  await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked();
  await page.getByRole('textbox', { name: /full name/i }).fill('Priya Sharma');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^confirm password/i).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('main')).toContainText(email);
  const verify = page.getByRole('button', { name: 'Verify Email' });
  await expect(verify).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOT_DIR}verify-email-with-address-desktop.png`, fullPage: true });

  const code = await readCode(request, email, 'Verification code');
  await page.getByRole('textbox', { name: /verification code/i }).fill(code);
  await verify.click();
  await expect(page.getByText('Email verified successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Email verified! Please login to continue.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/complete-profile$/);
  expect(await page.evaluate(READ_SESSION)).toMatchObject({
    email,
    role: 'student',
    isProfileComplete: false,
  });
});

test.describe('with refused sign-ins', () => {
  test.use({ allowedBrowserError: REFUSED_LOGIN_ERROR });

  test('a forgotten password is reset with the mailed OTP; the old one stops working', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request);
    const newPassword = 'second-pass-456';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await page.getByRole('textbox', { name: /email/i }).fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}forgot-password-step-2-desktop.png`, fullPage: true });
    const otp = await readCode(request, account.email, 'OTP');
    await page
      .getByRole('textbox', { name: /^otp/i })
      .pressSequentially(`${otp.slice(0, 3)}-x${otp.slice(3)}`);
    await expect(page.getByRole('textbox', { name: /^otp/i })).toHaveValue(otp);
    await page.getByLabel(/^new password/i).fill(newPassword);
    await page.getByLabel(/^confirm new password/i).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: /email/i })).toHaveValue(account.email);
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toContainText(
      'Invalid email or password. Please check your credentials and try again.',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}login-refused-desktop.png`, fullPage: true });
    await signIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/complete-profile$/);
  });

  test('an unverified account is sent to verification after 2 s', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const registered = await request.post('/api/auth/register', {
      data: { name: 'Not Yet', email, password: 'pending-pass-1', role: 'alumni' },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/login');
    await signIn(page, email, 'pending-pass-1');
    await expect(page.getByText('Please verify your email before logging in.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('main')).toContainText(email);
  });
});

test('a guarded page sends a signed-out visitor to sign in, and back there afterwards', async ({ page }) => {
  await page.goto('/student-dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.student.email, DEMO.student.password);
  // The guard's return path wins over the incomplete profile's wizard.
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test('a signed-in alumni sent to the student dashboard lands on the home page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.alumni.email, DEMO.alumni.password);
  // The wizard or the dashboard, by whether the seeded profile is complete.
  await expect(page).toHaveURL(/\/(complete-alumni-profile|alumni-dashboard)$/);
  await page.goto('/student-dashboard');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('Logout clears the session and goes to /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(READ_SESSION)).toBeNull();
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: /email/i });
  for (
    let presses = 0;
    presses < 40 && !(await email.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.admin.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^password/i)).toBeFocused();
  await page.keyboard.type(DEMO.admin.password);
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(/^password/i)).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('"Remember me" off keeps the session for this tab only', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const stored = await page.evaluate(() => ({
    local: window.localStorage.getItem('userInfo'),
    session: window.sessionStorage.getItem('userInfo'),
  }));
  expect(stored.local).toBeNull();
  expect(JSON.parse(stored.session!)).toMatchObject({ email: DEMO.admin.email, role: 'admin' });
  await page.reload();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test.describe('Google sign-in', () => {
  test('without Google configuration there is no Google button and no word about the server', async ({
    page,
  }) => {
    const providers = page.waitForResponse('**/api/auth/providers');
    await page.goto('/login');
    expect(await (await providers).json()).toMatchObject({ google: false });
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /with Google/ })).toHaveCount(0);
    await expect(page.getByText('Google sign-in is not configured on this server')).toHaveCount(0);

    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /with Google/ })).toHaveCount(0);
  });

  test('the callback takes the token out of the address and signs the user in', async ({ page, request }) => {
    const response = await request.post('/api/auth/login', { data: DEMO.alumni });
    const { token } = (await response.json()) as { token: string };
    const { isProfileComplete } = (await (
      await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { isProfileComplete: boolean };
    await page.goto(`/auth/google/success?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(isProfileComplete ? /\/alumni-dashboard$/ : /\/complete-alumni-profile$/);
    expect(await page.evaluate(READ_SESSION)).toMatchObject({ email: DEMO.alumni.email, token });
  });

  test('a callback without a token goes back to sign in with the error explained', async ({ page }) => {
    await page.goto('/auth/google/success');
    await expect(page).toHaveURL(/\/login\?error=invalid_token$/);
    await expect(page.getByRole('alert')).toHaveText('Authentication token is invalid. Please try again.');
  });

  test('an incomplete Google sign-up link says so', async ({ page }) => {
    await page.goto('/register-google?tempUserId=abc&name=Asha');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid registration link. Please try signing up with Google again.',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

const SCREENS = [
  { name: 'login', path: '/login', heading: 'Sign in' },
  { name: 'register', path: '/register', heading: 'Create your account' },
  { name: 'verify-email', path: '/verify-email', heading: 'Verify your email' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Reset your password' },
] as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`account pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, path, heading } of SCREENS) {
      test(`${path} fits, labels every field and is captured`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(/MentorBridge/);
        await page.waitForLoadState('networkidle');

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        const unlabelled = await page
          .getByRole('main')
          .locator('input')
          .evaluateAll(
            (inputs) =>
              inputs.filter(
                (input) =>
                  (input as HTMLInputElement).labels?.length === 0 && !input.getAttribute('aria-labelledby'),
              ).length,
          );
        expect(unlabelled).toBe(0);

        const file = `${SCREENSHOT_DIR}${name}-${size}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
      });
    }
  });
}
