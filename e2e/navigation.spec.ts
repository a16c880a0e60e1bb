import { storeFakeSession } from './support/fake-session';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES, VIEWPORTS } from './support/public-pages';

const GUARDED_ROUTES = [
  '/student-dashboard',
  '/complete-profile',
  '/alumni-dashboard',
  '/admin-dashboard',
  '/interviews',
  '/company-insights/create',
  '/mentorship?mentor=abc',
  '/resources',
  '/leaderboard',
  '/alumni/some-alumni-id',
];

test.describe('route guards, signed out', () => {
  for (const route of GUARDED_ROUTES) {
    test(`${route} sends a signed-out visitor to /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('/qa redirects to /resources, which sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/qa');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('route guards, signed in', () => {
  // The fake session's API answers are stubs, not what these pages will get.
  test.use({ failOnBrowserErrors: false });

  test('/qa redirects a signed-in user to /resources', async ({ page }) => {
    await storeFakeSession(page, 'student');
    await page.goto('/qa');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a student may open the student dashboard', async ({ page }) => {
    await storeFakeSession(page, 'student');
    await page.goto('/student-dashboard');
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an alumni sent to the student dashboard lands on the home page', async ({ page }) => {
    await storeFakeSession(page, 'alumni');
    await page.goto('/student-dashboard');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a student sent to the admin dashboard lands on the home page', async ({ page }) => {
    await storeFakeSession(page, 'student');
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('every public page is reachable from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const { name, path, heading } of PUBLIC_PAGES.filter((entry) => entry.path !== '/')) {
    await footer.getByRole('link', { name: new RegExp(`^${name}$`, 'i') }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('opens with Login and Get Started and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: /open menu/i });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Login' })).toBeHidden();

    await menuButton.click();
    await expect(page.getByRole('button', { name: /close menu/i })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(main.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('button', { name: /open menu/i })).toBeFocused();
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: /open menu/i })).toHaveAttribute('aria-expanded', 'false');
  });
});
