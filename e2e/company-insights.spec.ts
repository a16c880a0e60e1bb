import { createVerifiedAccount } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import {
  apiToken,
  captureBothSizes,
  leaderboardPoints as points,
  signInThroughForm,
} from './support/profile-pages';

test('an alumni adds a company insight, a student rates and reports it, the alumni edits it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const company = `Quasar Robotics ${tag}`;
  const alumni = await createVerifiedAccount(request, {
    name: `Insight Alumni ${tag}`,
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  const student = await createVerifiedAccount(request, { name: `Insight Student ${tag}`, role: 'student' });
  const alumniToken = await apiToken(request, alumni.email, alumni.password);
  expect(await points(request, alumniToken)).toBe(0);

  await test.step('the alumni adds an insight through the create page (+15 points)', async () => {
    await signInThroughForm(page, alumni.email, alumni.password);
    await page.goto('/company-insights');
    await page.getByRole('link', { name: 'Add Company Insight' }).click();
    await expect(page).toHaveURL(/\/company-insights\/create$/);
    await page.getByRole('button', { name: 'Add Company Insight' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('At least one role is required')).toBeVisible();

    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Industry').selectOption('Technology');
    await page.getByLabel('Location').fill('Pune');
    await page
      .getByLabel('Recruitment pattern')
      .fill('Campus drive in August, then an off-campus round in January.');
    await page
      .getByLabel('Roles offered')
      .fill('Robotics Engineer, Firmware Engineer, QA Engineer, Data Analyst');
    await page.getByLabel('Minimum salary').fill('900000');
    await page.getByLabel('Maximum salary').fill('1600000');
    await page.getByLabel('Currency').selectOption('INR');
    await page.getByRole('button', { name: 'Add Company Insight' }).click();

    await expect(page).toHaveURL(/\/company-insights$/);
    await expect(page.getByText('Company insight added successfully!')).toBeVisible();
    await expect.poll(() => points(request, alumniToken)).toBe(15);
  });

  const studentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const studentPage = await studentContext.newPage();
  try {
    await test.step('a student finds it, rates it 4 stars and sees the card change at once', async () => {
      await signInThroughForm(studentPage, student.email, student.password);
      await studentPage.goto('/company-insights');
      await studentPage
        .getByRole('searchbox')
        .or(studentPage.getByRole('textbox', { name: /search/i }))
        .first()
        .fill(tag);
      // The search lands after a pause; a card clicked before it may be swapped for the searched one.
      await expect(studentPage).toHaveURL(new RegExp(`q=${tag}`));
      await expect(studentPage.getByText('Showing 1–1 of 1 company')).toBeVisible();
      const card = studentPage.getByRole('article', { name: company });
      await expect(card).toBeVisible();
      await expect(card).toContainText('+1');
      await expect(card).toContainText('₹900K');
      await expect(card.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

      await card.getByRole('button', { name: new RegExp(`^Rate ${company}`) }).click();
      const dialog = studentPage.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Submit rating' }).click();
      await expect(dialog.getByText('Please select a rating')).toBeVisible();
      await dialog.getByLabel('4 stars, Very Good').check({ force: true });
      await dialog.getByLabel('Comment (optional)').fill('Friendly panel, fair questions on control loops.');
      await dialog.getByRole('button', { name: 'Submit rating' }).click();
      await expect(studentPage.getByText('Rating submitted successfully!')).toBeVisible();
      await expect(card).toContainText('4.0');
      await expect(card).toContainText('1 review');
      await expect(card).toContainText('You rated it 4 of 5');
      await captureBothSizes(studentPage, testInfo, 'company-insights-list', async () => {
        await expect(card).toBeVisible();
      });
    });

    await test.step('the student reports it once; a second report is refused with a clear sentence', async () => {
      const card = studentPage.getByRole('article', { name: company });
      await card.getByRole('button', { name: new RegExp(`^Report ${company}`) }).click();
      const dialog = studentPage.getByRole('dialog');
      await dialog.getByLabel('Inaccurate or misleading').check();
      await dialog
        .getByRole('button', { name: /report/i })
        .last()
        .click();
      await expect(studentPage.getByText('Thank you. Our team will review this report.')).toBeVisible();
    });
  } finally {
    await studentContext.close();
  }

  await test.step('the alumni sees the rating and edits the insight', async () => {
    await page.goto('/company-insights');
    const card = page.getByRole('article', { name: company });
    await expect(card).toContainText('4.0');
    await card.getByRole('link', { name: new RegExp(`^Edit ${company}`) }).click();
    await expect(page).toHaveURL(/\/company-insights\/edit\//);
    await expect(page.getByLabel('Company name')).toHaveValue(company);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Work culture is required')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Work culture' })
      .fill('Small teams, hardware labs, flexible hours.');
    await page.getByRole('spinbutton', { name: 'Number of rounds' }).fill('4');
    await page.getByRole('textbox', { name: 'Duration' }).fill('3 weeks');
    await page
      .getByRole('textbox', { name: 'Process description' })
      .fill('Aptitude, two technical rounds, then HR.');
    await page.getByRole('textbox', { name: 'Technical expectations' }).fill('C, Control systems');
    await page.getByRole('textbox', { name: 'Behavioral expectations' }).fill('Ownership');
    await page
      .getByRole('textbox', { name: 'Educational expectations' })
      .fill('B.E. in Electronics or Computer Engineering');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/company-insights$/);
    await expect(page.getByText('Company insight updated successfully!')).toBeVisible();
  });
});
