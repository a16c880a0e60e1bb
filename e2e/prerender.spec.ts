import type { Page } from '@playwright/test';
import { storeFakeSession } from './support/fake-session';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES } from './support/public-pages';

/* The server sends prerendered HTML for these pages; the app then renders over it with createRoot. */

const PRERENDERED = [
  ...PUBLIC_PAGES,
  { name: 'login', path: '/login', heading: 'Sign in' },
  { name: 'register', path: '/register', heading: 'Create your account' },
];

/** createRoot marks its container. */
function reactOwnsRoot(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

async function holdEntryChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('prerendered pages, as sent', () => {
  for (const { path, heading } of PRERENDERED) {
    test(`${path} arrives with its heading in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
      expect(h1.replace(/<[^>]+>/g, '')).toBe(heading);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/MentorBridge/);
    });
  }

  test('other client routes still get the empty shell (a dashboard never flashes a public page)', async ({
    request,
  }) => {
    for (const path of ['/student-dashboard', '/leaderboard', '/faq/extra']) {
      expect(await (await request.get(path)).text()).toContain('<div id="root"></div>');
    }
  });
});

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/faq shows its questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page).toHaveTitle('FAQ · MentorBridge');
    await expect(page.getByRole('button', { name: 'Is there a mobile app?' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('/login shows the sign-in form, which would post rather than put the password in the address', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(form.getByLabel(/^password/i)).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
  });
});

test.describe('prerendered pages with JavaScript', () => {
  test('/faq becomes interactive without moving anything or showing the spinner', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { shift: 0, spinner: false };
      (window as unknown as { prerenderSeen: typeof seen }).prerenderSeen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) seen.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading page')) seen.spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/faq');
    await expect.poll(() => reactOwnsRoot(page)).toBe(true);
    // Two frames after React's commit, before any interaction (filtering the list moves things, rightly).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const seen = await page.evaluate(() => (window as unknown as { prerenderSeen: unknown }).prerenderSeen);
    expect(seen).toEqual({ shift: 0, spinner: false });

    const search = page.getByRole('searchbox', { name: /search/i });
    await search.fill('MOBILE APP');
    await expect(page.getByRole('button', { name: 'Is there a mobile app?' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /questions/ })).not.toHaveText(
      /Showing (\d+) of \1 questions/,
    );
  });

  test('focus on the skip link, taken before the JavaScript ran, stays there', async ({ page }) => {
    const release = await holdEntryChunk(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    expect(await reactOwnsRoot(page)).toBe(false);

    release();
    await expect.poll(() => reactOwnsRoot(page)).toBe(true);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('what is typed before the JavaScript ran is kept, and Sign in waits for the app', async ({ page }) => {
    const release = await holdEntryChunk(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    const submit = form.getByRole('button', { name: 'Sign in', exact: true });
    await form.getByRole('textbox', { name: /email/i }).fill('sneha.patel@mentorbridge.demo');
    await form.getByLabel(/^password/i).fill('student-demo-123');
    // Until the app has taken over the button is disabled: no native (and lost) form submission.
    await expect(submit).toBeDisabled();
    expect(await reactOwnsRoot(page)).toBe(false);

    release();
    await expect.poll(() => reactOwnsRoot(page)).toBe(true);
    await expect(form.getByRole('textbox', { name: /email/i })).toHaveValue('sneha.patel@mentorbridge.demo');
    await expect(form.getByLabel(/^password/i)).toBeFocused();
    await submit.click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("a signed-in visitor's render replaces the signed-out home page", async ({ page }) => {
    await storeFakeSession(page, 'student');
    await page.goto('/');
    await expect.poll(() => reactOwnsRoot(page)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
});
