import { storeFakeSession } from './support/fake-session';
import { expect, test } from './support/fixtures';

test.describe('home page', () => {
  test('renders the hero, about cards, benefits, six features and five steps', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/MentorBridge/);

    const hero = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Join as Student' })).toHaveAttribute(
      'href',
      '/register?role=student',
    );
    await expect(hero.getByRole('link', { name: 'Join as Alumni' })).toHaveAttribute(
      'href',
      '/register?role=alumni',
    );
    await expect(hero.getByRole('link', { name: 'Explore Mentors' })).toHaveAttribute('href', '/find-mentor');

    for (const card of ['About Us', 'Our Goal', 'Our Vision', 'Our Mission']) {
      await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
    }

    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([/Students/, /Alumni/, /Colleges/]);

    const features = page.getByRole('region').filter({ hasText: 'Key features' });
    await expect(features.getByRole('listitem')).toHaveCount(6);

    const steps = page.getByRole('region').filter({ hasText: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole('heading')).toHaveText([
      /register and create a profile/i,
      /browse and discover/i,
      /book a session/i,
      /get feedback and rate/i,
      /grow together/i,
    ]);
  });

  test('the benefits tabs switch by click and by arrow keys', async ({ page }) => {
    await page.goto('/');
    const students = page.getByRole('tab', { name: /Students/ });
    const alumni = page.getByRole('tab', { name: /Alumni/ });
    const colleges = page.getByRole('tab', { name: /Colleges/ });

    await expect(students).toHaveAttribute('aria-selected', 'true');
    const panelHeading = page.getByRole('tabpanel').getByRole('heading');
    await expect(panelHeading).toHaveCount(1);
    const studentsHeading = (await panelHeading.textContent()) ?? '';

    await alumni.click();
    await expect(alumni).toHaveAttribute('aria-selected', 'true');
    await expect(students).toHaveAttribute('aria-selected', 'false');
    await expect(panelHeading).not.toHaveText(studentsHeading);
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await alumni.getAttribute('id'))!,
    );

    await alumni.press('ArrowRight');
    await expect(colleges).toHaveAttribute('aria-selected', 'true');
    await expect(colleges).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await colleges.getAttribute('id'))!,
    );
  });

  test('Join as Student opens registration with the student role chosen', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
    await hero.getByRole('link', { name: 'Join as Student' }).click();
    await expect(page).toHaveURL(/\/register\?role=student$/);
  });

  test.describe('signed in', () => {
    test.use({ failOnBrowserErrors: false });

    test('hides the join and explore buttons', async ({ page }) => {
      await storeFakeSession(page, 'student');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/student-dashboard',
      );
      await expect(page.getByRole('link', { name: 'Join as Student' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Join as Alumni' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Explore Mentors' })).toHaveCount(0);
    });
  });
});
