import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { createVerifiedAccount, DEMO } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { longWord, type SessionInfo, useSession } from './support/long-text-data';
import { SCREENSHOT_DIR } from './support/screenshots';
import { tinyPdf } from './support/tiny-pdf';

/*
 * An admin's reasons, a reporter's details and the names in the admin console may be one unbroken word:
 * every admin tab and dialog wraps them, so nothing scrolls sideways on a phone.
 */

const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1366, height: 768 },
} as const;

interface AdminWorld {
  admin: SessionInfo;
  tag: string;
  text: {
    alumniName: string;
    studentName: string;
    targetName: string;
    resourceTitle: string;
    company: string;
    reason: string;
    details: string;
  };
}

async function login(request: APIRequestContext, email: string, password: string): Promise<SessionInfo> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionInfo;
}

async function expectOk(response: APIResponse): Promise<{ data: { _id: string } }> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A refused resource, a reported experience, a request and a deactivation, each carrying one long word. */
async function createAdminWorld(request: APIRequestContext): Promise<AdminWorld> {
  const tag = Date.now().toString(36);
  const text = {
    alumniName: longWord(`Alumni${tag}`, 100),
    studentName: longWord(`Student${tag}`, 100),
    targetName: longWord(`Target${tag}`, 100),
    resourceTitle: longWord(`Title${tag}`, 150),
    company: longWord(`Company${tag}`, 120),
    reason: longWord(`Reason${tag}`, 470),
    details: longWord(`Details${tag}`, 470),
  };
  const auth = (session: SessionInfo) => ({ Authorization: `Bearer ${session.token}` });

  const alumniAccount = await createVerifiedAccount(request, { name: text.alumniName, role: 'alumni' });
  const alumni = await login(request, alumniAccount.email, alumniAccount.password);
  const studentAccount = await createVerifiedAccount(request, { name: text.studentName, role: 'student' });
  const student = await login(request, studentAccount.email, studentAccount.password);
  const targetAccount = await createVerifiedAccount(request, { name: text.targetName, role: 'student' });
  const target = await login(request, targetAccount.email, targetAccount.password);
  const admin = await login(request, DEMO.admin.email, DEMO.admin.password);

  const uploaded = await expectOk(
    await request.post('/api/resources', {
      headers: auth(alumni),
      multipart: {
        title: text.resourceTitle,
        description: text.details,
        category: 'Study Material',
        file: { name: `long-${tag}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(tag) },
      },
    }),
  );
  await expectOk(
    await request.put(`/api/resources/admin/${uploaded.data._id}/verify`, {
      headers: auth(admin),
      data: { isVerified: false, reason: text.reason },
    }),
  );

  const posted = await expectOk(
    await request.post('/api/alumni-features/interview-experience', {
      headers: auth(alumni),
      data: {
        companyName: text.company,
        interviewRounds: 1,
        questionTypes: ['Technical'],
        questions: [{ questionText: 'Reverse a linked list in place.', roundType: 'Technical' }],
        tips: text.details,
      },
    }),
  );
  await expectOk(
    await request.post(`/api/interviews/${posted.data._id}/report`, {
      headers: auth(student),
      data: { reason: 'Spam or advertising', details: text.details },
    }),
  );
  await expectOk(
    await request.post('/api/mentorship-requests', {
      headers: auth(student),
      data: { alumniId: alumni._id, requestType: 'Resume Review', message: text.details },
    }),
  );
  // Last, so it leads the overview's recent activity.
  await expectOk(
    await request.put(`/api/users/${target._id}/status`, {
      headers: auth(admin),
      data: { isActive: false, reason: text.reason },
    }),
  );
  return { admin, tag, text };
}

/** Measured on the scrolling element, as a phone's sideways scroll is. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
}

/** A modal sits in the top layer, outside the page's width: its own box and scroll areas are measured. */
function dialogOverflow(page: Page): Promise<number> {
  return page
    .getByRole('dialog')
    .last()
    .evaluate((dialog) => {
      const scrollers = Array.from(dialog.querySelectorAll<HTMLElement>('*')).filter((element) =>
        /auto|scroll/.test(getComputedStyle(element).overflowX),
      );
      const inner = [dialog, ...scrollers].map((element) => element.scrollWidth - element.clientWidth);
      return Math.max(...inner, dialog.getBoundingClientRect().right - window.innerWidth);
    });
}

interface ViewCase {
  name: string;
  path: (world: AdminWorld) => string;
  ready: (page: Page, world: AdminWorld) => Promise<void>;
  /** Opens a dialog showing the long text; the page behind it is measured first. */
  dialog?: (page: Page, world: AdminWorld) => Promise<void>;
}

const VIEWS: ViewCase[] = [
  {
    name: 'overview',
    path: () => '/admin-dashboard',
    ready: (page, w) =>
      expect(page.getByRole('list', { name: 'Newest admin actions' })).toContainText(w.text.targetName),
  },
  {
    name: 'audit',
    path: () => '/admin-dashboard?tab=audit',
    ready: (page, w) =>
      expect(
        page
          .getByRole('list', { name: /^Audit log/ })
          .getByRole('listitem')
          .filter({ hasText: w.text.targetName }),
      ).toContainText(w.text.reason),
  },
  {
    name: 'audit-refusals',
    path: () => '/admin-dashboard?tab=audit&action=resource.refuse',
    ready: (page, w) =>
      expect(
        page
          .getByRole('list', { name: /^Audit log/ })
          .getByRole('listitem')
          .filter({ hasText: w.text.resourceTitle }),
      ).toContainText(w.text.reason),
  },
  {
    name: 'users',
    path: (w) => `/admin-dashboard?tab=users&q=${w.tag}`,
    ready: async (page, w) => {
      await expect(page.getByText(w.text.alumniName).first()).toBeVisible();
      await expect(page.getByText(w.text.targetName).first()).toBeVisible();
    },
    dialog: async (page, w) => {
      await page.getByRole('button', { name: `Edit ${w.text.targetName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${w.text.targetName}` });
      await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(w.text.reason);
    },
  },
  {
    name: 'users-delete',
    path: (w) => `/admin-dashboard?tab=users&q=${w.tag}`,
    ready: (page, w) => expect(page.getByText(w.text.alumniName).first()).toBeVisible(),
    dialog: async (page, w) => {
      await page.getByRole('button', { name: `Delete ${w.text.alumniName}` }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Deletion' })).toContainText(w.text.alumniName);
    },
  },
  {
    name: 'reports',
    path: () => '/admin-dashboard?tab=reports&kind=experience',
    ready: (page, w) =>
      expect(page.getByRole('article').filter({ hasText: w.text.company })).toContainText(w.text.details),
    dialog: async (page, w) => {
      await page
        .getByRole('article')
        .filter({ hasText: w.text.company })
        .getByRole('button', { name: `Remove ${w.text.company}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Remove content' });
      await expect(dialog).toContainText(w.text.company);
      await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(w.text.reason);
    },
  },
  {
    name: 'resources-review',
    path: () => '/admin/resources',
    ready: async (page, w) => {
      await page.getByRole('tab', { name: /^All/ }).click();
      await page.getByRole('searchbox', { name: 'Search resources' }).fill(w.tag);
      await expect(page.getByText(w.text.resourceTitle).first()).toBeVisible();
    },
    dialog: async (page, w) => {
      await page.getByRole('button', { name: `Review ${w.text.resourceTitle}` }).click();
      await expect(page.getByRole('dialog', { name: `Review: ${w.text.resourceTitle}` })).toContainText(
        w.text.reason,
      );
    },
  },
  {
    name: 'mentorship-requests',
    path: () => '/mentorship-dashboard',
    ready: async (page, w) => {
      await page.getByRole('searchbox', { name: 'Search by student or alumni name' }).fill(`Alumni${w.tag}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('row').filter({ hasText: w.text.studentName })).toContainText(
        w.text.alumniName,
      );
    },
  },
];

let world: AdminWorld;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  world = await createAdminWorld(request);
  await request.dispose();
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`admin console with long unbroken text at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const view of VIEWS) {
      test(`${view.name} does not scroll sideways`, async ({ page }) => {
        await useSession(page, world.admin);
        await page.goto(view.path(world));
        await view.ready(page, world);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}admin-long-text-${view.name}-${size}.png`,
          fullPage: true,
        });
        expect(await pageWidth(page), `${view.name}: page width`).toBeLessThanOrEqual(viewport.width);
        if (!view.dialog) return;
        await view.dialog(page, world);
        await page.screenshot({ path: `${SCREENSHOT_DIR}admin-long-text-${view.name}-dialog-${size}.png` });
        expect(await dialogOverflow(page), `${view.name}: px the dialog overflows`).toBeLessThanOrEqual(0);
        expect(await pageWidth(page), `${view.name}: page width with the dialog`).toBeLessThanOrEqual(
          viewport.width,
        );
      });
    }
  });
}
