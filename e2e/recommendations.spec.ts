import type { Page } from '@playwright/test';
import { createVerifiedAccount } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { sidewaysOverflow } from './support/long-text-data';
import { signInThroughForm } from './support/profile-pages';
import { screenshotBoth } from './support/screenshots';

const DESKTOP = { width: 1366, height: 768 };
const MOBILE = { width: 375, height: 812 };

async function expectNoSidewaysScroll(page: Page) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await sidewaysOverflow(page), `no sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

/*
 * The demo campus has alumni at Google and Microsoft (the profiles seed), so a student who targets them is
 * sure to be shown some; the student is new, so no other spec's requests change who is left out.
 */
test('a new student is asked for target companies, adds them, and gets mentors with their reasons', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createVerifiedAccount(request, { name: 'Kavya Menon', role: 'student' });
  await signInThroughForm(page, account.email, account.password);
  const section = page.getByRole('region', { name: 'Mentors for you' });

  await test.step('an empty profile gets the prompt, not random mentors', async () => {
    await page.goto('/student-dashboard');
    await expect(section.getByText('Add your target companies and skills')).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await section.getByRole('link', { name: 'Add target companies' }).click();
    await expect(page).toHaveURL(/\/complete-profile$/);
  });

  await test.step('the wizard takes target companies and roles', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('College Name').fill('NIT Trichy');
    await page.getByLabel('Branch').fill('Computer Science');
    await page.getByLabel('Current Year').selectOption('3');
    await page.getByLabel('Graduation Year').fill('2027');
    await page.getByLabel('CGPA').fill('8.1');
    await page.getByLabel('Backlogs').fill('0');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Technical Skills').fill('Java, SQL, React');
    await page.getByRole('textbox', { name: 'Career Interests' }).fill('Backend, Cloud');
    await page.getByLabel('Target Companies').fill('Google, Microsoft');
    await page.getByLabel('Target Roles').fill('Software Engineer');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/kavya-menon');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/, { timeout: 5_000 });
  });

  await test.step('the dashboard shows up to 6 mentors, each with true reasons and a "Why?" detail', async () => {
    const cards = section.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    const atTarget = cards.filter({ hasText: /Works at (Google|Microsoft), on your target list/ }).first();
    await expect(atTarget).toBeVisible();
    const why = atTarget.getByRole('button', { name: 'Why?' });
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator(`#${await why.getAttribute('aria-controls')}`);
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(/Match score [\d.]+, made of:/);
    await expect(detail).toContainText('+40');
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'mentors-for-you');
  });

  await test.step('"Similar mentors" on a suggested mentor’s profile', async () => {
    await section
      .getByRole('article')
      .filter({ hasText: /Works at (Google|Microsoft), on your target list/ })
      .first()
      .getByRole('link', { name: 'View Profile' })
      .click();
    await expect(page).toHaveURL(/\/alumni\/[0-9a-f-]{36}$/);
    const similar = page.getByRole('region', { name: 'Similar mentors' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    await expect(
      similar
        .getByRole('article')
        .first()
        .getByRole('list', { name: /fits you$/ }),
    ).toContainText(/Also works at|Shares|Also works in/);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'similar-mentors');
  });

  await test.step('"Best match" orders the directory for the student', async () => {
    await page.goto('/find-mentor');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Best match' });
    await expect(page).toHaveURL(/sort=best-match/);
    // The student's target companies weigh most: their alumni lead the list.
    await expect(page.getByRole('article').first()).toBeVisible();
    const leading = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.textContent ?? ''));
    expect(leading.some((text) => /Google|Microsoft/.test(text))).toBe(true);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'directory-best-match');
  });
});
