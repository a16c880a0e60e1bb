import { createVerifiedAccount } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import {
  apiToken,
  captureBothSizes,
  leaderboardPoints as points,
  signInThroughForm,
} from './support/profile-pages';

test('an alumni shares an experience; a student finds it by a question word, marks it helpful and reports it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const company = `Nimbus Analytics ${tag}`;
  // A made-up word only this experience's second question contains, for the full-text search.
  const rareWord = `zebrafish${tag}`;
  const alumni = await createVerifiedAccount(request, {
    name: `Experience Alumni ${tag}`,
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  const student = await createVerifiedAccount(request, {
    name: `Experience Student ${tag}`,
    role: 'student',
  });
  const alumniToken = await apiToken(request, alumni.email, alumni.password);

  await test.step('the alumni adds an experience from the dashboard tab (+15 points)', async () => {
    await signInThroughForm(page, alumni.email, alumni.password);
    await page.goto('/alumni-dashboard?tab=experiences');
    await page.getByRole('button', { name: 'Add New Experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Experience' });
    await dialog.getByRole('button', { name: 'Share Experience' }).click();
    await expect(dialog.getByText('Company name is required')).toBeVisible();
    await expect(dialog.getByText('At least one question is required')).toBeVisible();

    await dialog.getByLabel('Company name').fill(company);
    await dialog.getByLabel('Role (optional)').fill('Data Engineer');
    await dialog.getByLabel('Interview rounds').fill('3');
    await dialog
      .getByLabel('Question text')
      .fill('Design a pipeline that deduplicates click events in real time.');
    await dialog.getByLabel('Your answer').fill('Kafka, a keyed state store and a watermark.');
    await dialog.getByRole('button', { name: 'Add Question' }).click();
    await dialog
      .getByLabel('Question text')
      .nth(1)
      .fill(`How would you count ${rareWord} sightings per hour?`);
    await dialog.getByLabel('Round type').nth(1).selectOption('HR');
    await dialog.getByLabel('Tips').fill('Think aloud and ask about data volumes first.');
    await dialog.getByRole('button', { name: 'Share Experience' }).click();

    await expect(page.getByText('Interview experience added successfully!')).toBeVisible();
    const card = page.getByRole('article', { name: company });
    await expect(card).toContainText('Posted on');
    await expect(card).toContainText('0 found this helpful');
    await expect.poll(() => points(request, alumniToken)).toBe(15);
  });

  const studentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const studentPage = await studentContext.newPage();
  try {
    await test.step('a student finds it by the word from one question and sees it highlighted', async () => {
      await signInThroughForm(studentPage, student.email, student.password);
      await studentPage.goto('/interviews');
      await studentPage.getByRole('searchbox', { name: 'Search questions, roles, companies' }).fill(rareWord);
      const card = studentPage.getByRole('article', { name: company });
      await expect(card).toBeVisible();
      await expect(studentPage.getByRole('article')).toHaveCount(1);
      await expect(card.locator('mark').first()).toContainText(rareWord);
      await captureBothSizes(studentPage, testInfo, 'interviews-search', async () => {
        await expect(card).toBeVisible();
      });
    });

    await test.step('the student marks it helpful (+2 to the author), then reports it', async () => {
      const card = studentPage.getByRole('article', { name: company });
      const helpful = card.getByRole('button', { name: /^Helpful/ });
      await expect(helpful).toHaveAttribute('aria-pressed', 'false');
      await helpful.click();
      await expect(helpful).toHaveAttribute('aria-pressed', 'true');
      await expect(helpful).toContainText('1');
      await expect.poll(() => points(request, alumniToken)).toBe(17);

      await card.getByRole('button', { name: /^Report/ }).click();
      const dialog = studentPage.getByRole('dialog');
      await dialog.getByLabel('Inaccurate or misleading').check();
      await dialog
        .getByRole('button', { name: /report/i })
        .last()
        .click();
      await expect(studentPage.getByText('Thank you. Our team will review this report.')).toBeVisible();
    });

    await test.step('View Details shows every question by round', async () => {
      await studentPage.keyboard.press('Escape');
      const card = studentPage.getByRole('article', { name: company });
      await card.getByRole('button', { name: /^View Details/ }).click();
      const details = studentPage.getByRole('dialog');
      await expect(details).toContainText('Design a pipeline that deduplicates click events');
      await expect(details).toContainText(rareWord);
      await expect(details).toContainText('Think aloud and ask about data volumes first.');
    });
  } finally {
    await studentContext.close();
  }

  await test.step("the alumni's card shows the helpful vote", async () => {
    await page.reload();
    await expect(page.getByRole('article', { name: company })).toContainText('1 found this helpful');
  });
});
