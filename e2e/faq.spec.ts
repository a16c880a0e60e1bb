import { expect, test } from './support/fixtures';

const SHOWING = /Showing (\d+) of (\d+) questions/;

test.describe('FAQ page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('the search filters questions and Clear Search brings them back', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: /search/i });
    const count = page.getByRole('status').filter({ hasText: /questions/ });
    await expect(count).toHaveText(SHOWING);
    const total = Number(SHOWING.exec((await count.textContent()) ?? '')![2]);
    expect(total).toBeGreaterThan(10);

    await search.fill('MOBILE APP');
    await expect(page.getByRole('button', { name: 'Is there a mobile app?' })).toBeVisible();
    await expect(count).not.toHaveText(`Showing ${total} of ${total} questions`);
    const shown = Number(SHOWING.exec((await count.textContent()) ?? '')![1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);

    await search.fill('no question talks about quantum zebras');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();

    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);
    await expect(count).toHaveText(`Showing ${total} of ${total} questions`);
  });

  test('a category card narrows the list to its questions', async ({ page }) => {
    const cards = page.getByRole('region', { name: /category/i });
    for (const category of [
      'General',
      'For Students',
      'For Alumni',
      'Mentorship & Sessions',
      'Leaderboard & Ratings',
      'Security & Privacy',
      'For Colleges',
    ]) {
      await expect(cards.getByRole('button', { name: new RegExp(`^${category}`) })).toBeVisible();
    }

    const alumni = cards.getByRole('button', { name: /^For Alumni/ });
    await alumni.click();
    await expect(alumni).toHaveAttribute('aria-pressed', 'true');
    const results = page.getByRole('region', { name: 'Questions and answers' });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(['For Alumni']);
    await expect(
      results.getByRole('button', { name: 'Why should I join as an alumni mentor?' }),
    ).toBeVisible();
    await expect(results.getByRole('button', { name: 'What is MentorBridge?' })).toHaveCount(0);
  });

  test('the accordion opens one answer at a time', async ({ page }) => {
    const first = page.getByRole('button', { name: 'What is MentorBridge?' });
    const second = page.getByRole('button', { name: 'Who can join MentorBridge?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = page.getByRole('region', { name: 'What is MentorBridge?' });
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('MentorBridge');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Who can join MentorBridge?' })).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Who can join MentorBridge?' })).toBeHidden();
  });

  test('links to the contact page', async ({ page }) => {
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
