import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  createLongTextWorld,
  type LongTextWorld,
  type SessionInfo,
  sidewaysOverflow,
  useSession,
} from './support/long-text-data';
import { SCREENSHOT_DIR } from './support/screenshots';

/*
 * Long unbroken text (one-word names, bios, messages, links, e-mail local parts) must wrap wherever it
 * is shown, so no page scrolls sideways.
 */

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
} as const;

interface PageCase {
  name: string;
  as: (world: LongTextWorld) => SessionInfo;
  path: (world: LongTextWorld) => string;
  ready: (page: Page, world: LongTextWorld) => Promise<void>;
}

const shows = (page: Page, text: string) => expect(page.getByText(text).first()).toBeVisible();

async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const PAGES: PageCase[] = [
  {
    name: 'student-profile',
    as: (w) => w.student,
    path: () => '/student/profile',
    ready: (page, w) => shows(page, w.text.bio),
  },
  {
    name: 'alumni-profile',
    as: (w) => w.alumni,
    path: () => '/alumni/profile',
    ready: (page, w) => shows(page, w.text.bio),
  },
  {
    name: 'public-profile',
    as: (w) => w.student,
    path: (w) => `/alumni/${w.alumni._id}`,
    ready: (page, w) => shows(page, w.text.bio),
  },
  {
    name: 'directory',
    as: (w) => w.student,
    path: (w) => `/find-mentor?q=${encodeURIComponent(w.text.alumniName)}`,
    ready: (page, w) => expect(page.getByRole('article', { name: w.alumni.name })).toBeVisible(),
  },
  {
    name: 'student-dashboard-find',
    as: (w) => w.student,
    path: () => '/student-dashboard',
    ready: async (page, w) => {
      await page.getByRole('searchbox', { name: 'Search alumni' }).fill(w.text.alumniName);
      await expect(page.getByRole('article', { name: w.alumni.name })).toBeVisible();
    },
  },
  {
    name: 'student-dashboard-workshops',
    as: (w) => w.pendingStudent,
    path: () => '/student-dashboard',
    ready: async (page, w) => {
      await openTab(page, 'Browse Workshops');
      await page.getByRole('searchbox', { name: 'Search workshops' }).fill(w.text.workshopTitle.slice(0, 40));
      await shows(page, w.text.workshopTitle);
    },
  },
  {
    name: 'student-dashboard-booked',
    as: (w) => w.student,
    path: () => '/student-dashboard',
    ready: async (page, w) => {
      await openTab(page, 'Booked Workshop');
      await expect(page.getByRole('link', { name: /join meeting|open meeting/i }).first()).toBeVisible();
      await shows(page, w.text.notes);
    },
  },
  {
    name: 'student-mentorship',
    as: (w) => w.student,
    path: () => '/mentorship',
    ready: (page, w) =>
      expect(page.getByRole('article', { name: w.alumni.name })).toContainText(w.text.message),
  },
  {
    name: 'mentorship-dashboard-pending',
    as: (w) => w.alumni,
    path: () => '/mentorship-dashboard',
    ready: (page, w) => shows(page, w.text.message),
  },
  {
    name: 'mentorship-dashboard-accepted',
    as: (w) => w.alumni,
    path: () => '/mentorship-dashboard',
    ready: async (page, w) => {
      await openTab(page, /^Accepted/);
      await shows(page, w.text.message);
    },
  },
  {
    name: 'mentorship-student-profile-dialog',
    as: (w) => w.alumni,
    path: () => '/mentorship-dashboard',
    ready: async (page, w) => {
      await page.getByRole('button', { name: `Full Profile of ${w.pendingStudent.name}` }).click();
      await expect(page.getByRole('dialog')).toContainText(w.text.pendingStudentName);
    },
  },
  {
    name: 'admin-mentorship-dashboard',
    as: (w) => w.admin,
    path: () => '/mentorship-dashboard',
    ready: (page, w) => shows(page, w.text.alumniName),
  },
  {
    name: 'alumni-dashboard-workshops',
    as: (w) => w.alumni,
    path: () => '/alumni-dashboard?tab=workshops',
    ready: (page, w) => shows(page, w.text.workshopTitle),
  },
  {
    name: 'alumni-manage-bookings',
    as: (w) => w.alumni,
    path: () => '/alumni-dashboard?tab=workshops',
    ready: async (page, w) => {
      await page
        .getByRole('button', { name: `Manage Bookings for ${w.text.workshopTitle}` })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toContainText(w.text.notes);
    },
  },
  {
    name: 'alumni-dashboard-feedback',
    as: (w) => w.alumni,
    path: () => '/alumni-dashboard?tab=feedback',
    ready: (page, w) => shows(page, w.text.feedback),
  },
];

let world: LongTextWorld;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  world = await createLongTextWorld(request);
  await request.dispose();
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`long unbroken text at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const pageCase of PAGES) {
      test(`${pageCase.name} does not scroll sideways`, async ({ page }) => {
        await useSession(page, pageCase.as(world));
        await page.goto(pageCase.path(world));
        await pageCase.ready(page, world);
        const file = `${SCREENSHOT_DIR}long-text-${pageCase.name}-${size}.png`;
        const hasDialog = (await page.getByRole('dialog').count()) > 0;
        await page.screenshot({ path: file, fullPage: !hasDialog });
        expect(
          await sidewaysOverflow(page),
          `${pageCase.name}: px wider than the viewport`,
        ).toBeLessThanOrEqual(0);
      });
    }
  });
}

/*
 * At 375 px the dashboards' tabs do not fit: the hiding side fades and every tab stays reachable, by
 * swipe and by keyboard, without moving the page.
 */
const TAB_LISTS = [
  {
    name: 'student-dashboard',
    as: (w: LongTextWorld) => w.student,
    path: '/student-dashboard',
    label: 'Dashboard sections',
  },
  {
    name: 'alumni-dashboard',
    as: (w: LongTextWorld) => w.alumni,
    path: '/alumni-dashboard',
    label: 'Dashboard sections',
  },
  {
    name: 'mentorship-dashboard',
    as: (w: LongTextWorld) => w.alumni,
    path: '/mentorship-dashboard',
    label: 'Requests by status',
  },
] as const;

test.describe('tabs at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  for (const list of TAB_LISTS) {
    test(`${list.name}: every tab is visible or the list shows that it scrolls`, async ({ page }) => {
      await useSession(page, list.as(world));
      await page.goto(list.path);
      const tablist = page.getByRole('tablist', { name: list.label });
      const tabs = tablist.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const fits = await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth);
      if (!fits) {
        await expect(tablist).toHaveAttribute('data-hidden-end', 'true');
        await expect(tablist).not.toHaveAttribute('data-hidden-start');
      }
      await page.screenshot({ path: `${SCREENSHOT_DIR}tabs-${list.name}-mobile.png` });

      await tabs.first().focus();
      await page.keyboard.press('End');
      const last = tabs.last();
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect
        .poll(async () => {
          const box = (await last.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width;
        })
        .toBe(true);
      if (!fits) await expect(tablist).toHaveAttribute('data-hidden-start', 'true');
      await page.screenshot({ path: `${SCREENSHOT_DIR}tabs-${list.name}-mobile-end.png` });
      await page.keyboard.press('Home');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
