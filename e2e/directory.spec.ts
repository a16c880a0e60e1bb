import { DEMO } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { captureBothSizes, signInThroughForm } from './support/profile-pages';

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, DEMO.student.email, DEMO.student.password);
});

async function foundCount(page: import('@playwright/test').Page): Promise<number> {
  const text = await page.getByText(/^\d+ alumni found$/).textContent();
  return Number(text!.split(' ')[0]);
}

test('search and filters narrow the directory, and Clear all filters restores it', async ({
  page,
}, testInfo) => {
  await page.goto('/find-mentor');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Mentor' })).toBeVisible();
  await expect(page.getByText(/^\d+ alumni found$/)).toBeVisible();
  const total = await foundCount(page);
  expect(total).toBeGreaterThanOrEqual(39);
  await expect(page.getByRole('article')).toHaveCount(12);
  await captureBothSizes(page, testInfo, 'find-mentor', async () => {
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  const search = page.getByRole('searchbox', { name: 'Search alumni' });
  await search.fill('ananya');
  await expect(page.getByText('1 alumni found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Ananya Iyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText(`${total} alumni found`)).toBeVisible();

  await page.getByLabel('Company').selectOption('Google');
  await expect(page.getByText(/^\d+ alumni found$/)).not.toHaveText(`${total} alumni found`);
  const byCompany = await foundCount(page);
  expect(byCompany).toBeGreaterThan(0);
  expect(byCompany).toBeLessThan(total);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Google');
  await expect(page).toHaveURL(/company=Google/);

  await page.getByLabel('Branch').selectOption({ index: 1 });
  await expect(page.getByText(`${byCompany} alumni found`)).toBeHidden();
  if ((await foundCount(page)) === 0) await expect(page.getByText('No alumni found')).toBeVisible();

  await search.fill('no such person anywhere');
  // The branch alone may already have found nobody: wait for the search itself to be in effect.
  await expect(page).toHaveURL(/q=no\+such\+person\+anywhere/);
  await expect(page.getByText('No alumni found')).toBeVisible();
  await expect(page.getByText('0 alumni found')).toBeVisible();
  await captureBothSizes(page, testInfo, 'find-mentor-empty', async () => {
    await expect(page.getByText('No alumni found')).toBeVisible();
  });

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByText(`${total} alumni found`)).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('Company')).toHaveValue('');
  await expect(page).toHaveURL(/\/find-mentor$/);

  for (const card of await page.getByRole('article').all()) {
    const skills = card.getByRole('list', { name: 'Technical skills' }).getByRole('listitem');
    const visibleSkills = (await skills.allTextContents()).filter((text) => !text.startsWith('+'));
    expect(visibleSkills.length).toBeLessThanOrEqual(4);
    const interests = card.getByRole('list', { name: 'Career interests' }).getByRole('listitem');
    const visibleInterests = (await interests.allTextContents()).filter((text) => !text.startsWith('+'));
    expect(visibleInterests.length).toBeLessThanOrEqual(3);
  }
});

test('the college filter and the college search agree', async ({ page }) => {
  await page.goto('/find-mentor?college=IIT+Bombay');
  await expect(page.getByLabel('College')).toHaveValue('IIT Bombay');
  await expect(page.getByText(/^\d+ alumni found$/)).toBeVisible();
  const byFilter = await foundCount(page);
  expect(byFilter).toBeGreaterThan(0);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('IIT Bombay');
});

test("the dashboard's Find tab searches, counts, pages and links to profiles", async ({ page }, testInfo) => {
  await page.goto('/student-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Find Your Mentor/Alumni' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const count = page.getByText(/^Showing \d+ of \d+ alumni$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
  await expect(count).toHaveText(/^Showing 12 of \d+ alumni$/);
  await captureBothSizes(page, testInfo, 'student-dashboard', async () => {
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  for (const card of await page.getByRole('article').all()) {
    const chips = await card
      .getByRole('list', { name: 'Technical skills' })
      .getByRole('listitem')
      .allTextContents();
    expect(chips.filter((text) => !text.startsWith('+')).length).toBeLessThanOrEqual(5);
    for (const more of chips.filter((text) => text.startsWith('+'))) expect(more).toMatch(/^\+\d+ more/);
  }

  await page.getByRole('button', { name: 'Load more' }).click();
  // Other specs running beside this one may list new alumni meanwhile: the total can only grow.
  await expect(count).toHaveText(new RegExp(`^Showing ${Math.min(24, total)} of \\d+ alumni$`));

  await page.getByRole('tab', { name: 'Find Your Mentor/Alumni' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Browse Workshops' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText(/Showing \d+ of \d+ workshops/);
  await page.keyboard.press('ArrowLeft');

  await page.getByRole('searchbox', { name: 'Search alumni' }).fill('ananya');
  await expect(count).toHaveText('Showing 1 of 1 alumni');
  const card = page.getByRole('article', { name: 'Ananya Iyer' });
  await expect(card.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  await card.getByRole('link', { name: 'Show Full Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/student-dashboard\?q=ananya$/);
  await expect(page.getByRole('searchbox', { name: 'Search alumni' })).toHaveValue('ananya');
});
