import type { Page } from '@playwright/test';
import { createVerifiedAccount } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/profile-pages';

const LEAVE_QUESTION = 'Leave without saving?';

/** In-app, so Back stays in the same document, as it does for a user who came through the menu. */
async function openThroughMenu(page: Page, label: string, heading: RegExp) {
  await page.getByRole('link', { name: label, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the alumni wizard starts from the sign-up name and says it is the name others see', async ({
  page,
  request,
}) => {
  const alumni = await createVerifiedAccount(request, {
    name: 'Anna Maria Rossi',
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  await signInThroughForm(page, alumni.email, alumni.password);
  await page.goto('/complete-alumni-profile');
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Anna Maria');
  await expect(page.getByRole('textbox', { name: /^Last Name/ })).toHaveValue('Rossi');
  await expect(page.getByText('This is the name others see on MentorBridge.')).toBeVisible();
});

test('an empty PDF is called empty, and Back asks before a half-filled upload form is dropped', async ({
  page,
  request,
}) => {
  const alumni = await createVerifiedAccount(request, {
    name: `Guard Alumni ${Date.now().toString(36)}`,
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  await signInThroughForm(page, alumni.email, alumni.password);
  await page.goto('/leaderboard');
  await openThroughMenu(page, 'Resources', /Placement Resources/);
  await page.getByRole('button', { name: 'Upload Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Resource' });

  await dialog
    .getByRole('button', { name: 'File', exact: true })
    .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expect(dialog.getByText('The file is empty.')).toBeVisible();
  await expect(dialog.getByText(/File type not allowed/)).toHaveCount(0);

  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await title.click();
  await title.pressSequentially('Half-written notes');
  await page.evaluate(() => window.history.back());
  const question = page.getByRole('dialog', { name: LEAVE_QUESTION });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/resources$/);
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(title).toHaveValue('Half-written notes');

  await page.evaluate(() => window.history.back());
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('a half-written insight asks before a menu link or a reload drops it, and not once saved', async ({
  page,
  request,
}) => {
  const alumni = await createVerifiedAccount(request, {
    name: `Insight Alumni ${Date.now().toString(36)}`,
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  await signInThroughForm(page, alumni.email, alumni.password);
  await page.goto('/company-insights/create');
  const company = page.getByRole('textbox', { name: /^Company name/ });
  await company.click();
  await company.pressSequentially('Acme Robotics');

  await page.getByRole('link', { name: 'Leaderboard', exact: true }).first().click();
  const question = page.getByRole('dialog', { name: LEAVE_QUESTION });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/company-insights\/create$/);
  await expect(company).toHaveValue('Acme Robotics');

  // Dismissing the browser's own prompt stalls Playwright's reload (microsoft/playwright#20624): accept it.
  const prompt = page.waitForEvent('dialog');
  const reload = page.reload();
  const browserPrompt = await prompt;
  expect(browserPrompt.type()).toBe('beforeunload');
  await browserPrompt.accept();
  await reload;

  await company.click();
  await company.pressSequentially('Acme Robotics');
  await page.getByRole('combobox', { name: /^Industry/ }).selectOption('Technology');
  await page.getByRole('textbox', { name: /^Recruitment pattern/ }).fill('Campus drive');
  await page.getByRole('textbox', { name: /^Roles offered/ }).fill('SDE');
  await page.getByRole('button', { name: 'Add Company Insight' }).click();
  await expect(page).toHaveURL(/\/company-insights$/);
  await expect(question).toHaveCount(0);
});
