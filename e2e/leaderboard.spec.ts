import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedAccount, type NewAccount } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { apiToken, signInThroughForm } from './support/profile-pages';
import { VIEWPORTS } from './support/public-pages';
import { screenshotBoth } from './support/screenshots';

/*
 * Set-up (accounts, the request, the workshop, its bookings) goes through the API; the alumni's two
 * point-earning actions and everything checked go through the interface.
 */

/** Accept (+10), workshop completed (+25) and 4 attendees (+20 each): 115, Bronze to Silver. */
const ATTENDEES = 4;
const EXPECTED_POINTS = 10 + 25 + 20 * ATTENDEES;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request[method](path, { headers: auth(token), data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

function dateTimeInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Complete, so the directory lists them. */
async function createListedAlumni(request: APIRequestContext, name: string) {
  const account = await createVerifiedAccount(request, { name, role: 'alumni', password: 'alumni-pass-123' });
  const token = await apiToken(request, account.email, account.password);
  const [firstName, ...rest] = name.split(' ');
  await call(request, token, 'put', '/api/profile/alumni', {
    firstName,
    lastName: rest.join(' ') || 'Alumni',
    phoneNumber: '+91 98200 12345',
    gender: 'Female',
    dateOfBirth: '1992-04-01',
    collegeName: 'COEP Pune',
    collegeCode: 'COEP',
    universityName: 'Savitribai Phule Pune University',
    branch: 'Computer Engineering',
    graduationYear: 2014,
    degree: 'B.Tech',
    academicPerformance: '8.4 CGPA',
    numberOfInterviewsFaced: 9,
    currentCompany: 'Freshworks',
    currentPosition: 'Staff Engineer',
    totalExperience: 10,
    industryDomain: 'Technology',
    previousCompanies: ['Infosys'],
    workLocation: 'Pune',
    technicalSkills: ['Go', 'Kubernetes', 'SQL'],
    softSkills: ['Mentoring'],
    careerInterests: ['System Design'],
    linkedinProfile: 'https://www.linkedin.com/in/e2e-leaderboard',
    githubProfile: 'https://github.com/e2e-leaderboard',
    portfolioLink: 'https://e2e-leaderboard.example.com',
    contactPreference: 'Email',
    bio: 'Staff engineer who enjoys helping juniors prepare for interviews.',
  });
  const me = await request.get('/api/auth/profile', { headers: auth(token) });
  const { _id } = (await me.json()) as { _id: string };
  return { ...account, _id, token };
}

interface World {
  alumni: NewAccount & { _id: string; token: string };
  students: NewAccount[];
  requester: string;
  workshopTitle: string;
}

async function buildWorld(request: APIRequestContext): Promise<World> {
  const tag = Date.now().toString(36);
  const alumni = await createListedAlumni(request, `Kavya Leaderboard ${tag}`);
  const students: NewAccount[] = [];
  for (let index = 0; index < ATTENDEES; index += 1) {
    students.push(
      await createVerifiedAccount(request, { name: `Rank Student ${index + 1} ${tag}`, role: 'student' }),
    );
  }
  const tokens = await Promise.all(
    students.map((student) => apiToken(request, student.email, student.password)),
  );

  await call(request, tokens[0]!, 'post', '/api/mentorship-requests', {
    alumniId: alumni._id,
    requestType: 'Career Guidance',
    message: 'Could you help me plan my preparation for backend interviews?',
  });

  const workshopTitle = `Leaderboard Mock Round ${tag}`;
  const created = await call<{ data: { _id: string } }>(
    request,
    alumni.token,
    'post',
    '/api/alumni-features/workshop',
    {
      title: workshopTitle,
      description: 'A timed mock interview with feedback on each answer.',
      category: 'Mock Interview',
      workshopType: 'mock-interview',
      scheduledDate: dateTimeInDays(2),
      duration: 60,
      maxParticipants: 10,
      topics: ['Arrays'],
    },
  );
  const workshopId = created.data._id;
  for (const token of tokens) {
    const booked = await call<{ data: { _id: string } }>(
      request,
      token,
      'post',
      `/api/alumni-features/workshop/${workshopId}/book`,
      { notes: 'Looking forward to it.' },
    );
    await call(
      request,
      alumni.token,
      'put',
      `/api/alumni-features/workshop/${workshopId}/booking/${booked.data._id}`,
      {
        status: 'Confirmed',
        meetingLink: `https://meet.example.com/leaderboard-${tag}`,
      },
    );
  }
  return { alumni, students, requester: students[0]!.name, workshopTitle };
}

async function rankIn(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const match = /Rank #?(\d+)/.exec(text);
  expect(match, `a rank in "${text}"`).not.toBeNull();
  return Number(match![1]);
}

const totalPoints = (card: Locator) => card.getByText('Total points').locator('xpath=ancestor::div[1]');

async function openLeaderboard(page: Page) {
  await page.goto('/leaderboard');
  const card = page.getByRole('region', { name: 'Your Rank' });
  await expect(card.getByText('Total points')).toBeVisible();
  await expect(page.getByRole('table', { name: /Global Rankings/ })).toBeVisible();
  return card;
}

test('an alumni earns points, climbs a level and ranks; a student sees the rank badge', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const world = await buildWorld(request);
  const { alumni } = world;

  await signInThroughForm(page, alumni.email, alumni.password);

  const before = await test.step('a new alumni starts at 0 points, Bronze', async () => {
    const card = await openLeaderboard(page);
    await expect(totalPoints(card)).toHaveText(/^Total points\s*0$/);
    await expect(card).toContainText('Bronze');
    const panel = page.getByRole('region', { name: 'Level System and Ranks' });
    await expect(panel).toContainText('Levels update automatically as your points change.');
    await expect(panel.getByText('100 more points to reach Silver.')).toBeVisible();
    return rankIn(card);
  });

  await test.step('the alumni accepts the mentorship request (+10)', async () => {
    await page.goto('/mentorship-dashboard');
    const request_ = page.getByRole('article', { name: world.requester });
    await request_.getByRole('button', { name: `Accept request from ${world.requester}` }).click();
    const accept = page.getByRole('dialog', { name: 'Confirm Mentorship & Send Message' });
    await accept.getByRole('textbox', { name: /meeting link/i }).fill('https://meet.example.com/rank-plan');
    await accept.getByLabel('Meeting date').fill(dateTimeInDays(5).slice(0, 10));
    await accept.getByLabel('Meeting time').fill('18:30');
    await accept.getByRole('button', { name: 'Accept & Send' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Request accepted successfully!' }),
    ).toBeVisible();

    const card = await openLeaderboard(page);
    await expect(totalPoints(card)).toHaveText(/^Total points\s*10$/);
  });

  await test.step('the alumni marks the workshop completed (+25, +20 per attendee)', async () => {
    await page.goto('/alumni-dashboard');
    const card = page.getByRole('article', { name: world.workshopTitle });
    await card.getByRole('button', { name: `Mark completed: ${world.workshopTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark workshop as completed' });
    await dialog.getByRole('button', { name: 'Complete early' }).click();
    await expect(page.getByText('Workshop marked as completed!')).toBeVisible();
  });

  const after = await test.step('the leaderboard shows the new points, level and a better rank', async () => {
    const card = await openLeaderboard(page);
    await expect(totalPoints(card)).toHaveText(new RegExp(`^Total points\\s*${EXPECTED_POINTS}$`));
    await expect(card).toContainText('Silver');
    const rank = await rankIn(card);
    expect(rank, 'the rank improves').toBeLessThan(before);

    const ownRow = page
      .getByRole('table', { name: /Global Rankings/ })
      .getByRole('row', { name: new RegExp(alumni.name) });
    await expect(ownRow).toContainText('YOU');
    await expect(ownRow).toContainText('Silver');
    await expect(ownRow).toContainText(String(EXPECTED_POINTS));
    await expect(
      page.getByRole('region', { name: 'Level System and Ranks' }).getByText('85 more points to reach Gold.'),
    ).toBeVisible();
    await screenshotBoth(page, 'leaderboard-alumni');

    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: /Global Rankings/ });
    await expect(cards.getByRole('listitem').filter({ hasText: 'YOU' }).first()).toContainText(alumni.name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll at 375 px').toBeLessThanOrEqual(0);
    await page.setViewportSize(VIEWPORTS.desktop);
    return rank;
  });

  await test.step('the period buttons and the level filter change the rankings', async () => {
    const daily = page.waitForRequest(
      (req) => req.url().includes('/api/leaderboard?') && req.url().includes('period=daily'),
    );
    await page.getByRole('button', { name: 'Daily' }).click();
    await daily;
    await expect(page).toHaveURL(/period=daily/);
    await expect(page.getByRole('region', { name: 'Your Rank' }).getByText('Points today')).toBeVisible();
    await page.getByRole('button', { name: 'All Time' }).click();

    await page.getByRole('combobox', { name: 'Level' }).selectOption('Silver');
    await expect(page).toHaveURL(/level=Silver/);
    const table = page.getByRole('table', { name: /Silver level/ });
    await expect(table.getByRole('row', { name: new RegExp(alumni.name) })).toContainText('YOU');
    await page.getByRole('combobox', { name: 'Level' }).selectOption('Diamond');
    await expect(
      page
        .getByRole('table', { name: /Diamond level/ })
        .or(page.getByRole('heading', { name: 'No Diamond alumni yet' })),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(alumni.name) })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Level' }).selectOption('');
  });

  await test.step('the Achievements tab shows the same standing and the points history', async () => {
    await page.goto('/alumni-dashboard?tab=achievements');
    const panel = page.getByRole('tabpanel', { name: 'Achievements' });
    await expect(panel.getByRole('heading', { name: 'Achievements' })).toBeVisible();
    const stat = (label: string) =>
      panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(stat('Points')).toHaveText(String(EXPECTED_POINTS));
    await expect(stat('Level')).toHaveText('Silver');
    await expect(stat('Rank')).toHaveText(`#${after}`);
    await expect(stat('Sessions')).toHaveText(String(ATTENDEES));

    const history = panel.getByRole('region', { name: 'Points history' });
    await expect(history).toContainText(`${ATTENDEES + 2} events`);
    await expect(history.getByRole('listitem').filter({ hasText: 'Workshop completed' })).toContainText(
      '+25',
    );
    await expect(
      history.getByRole('listitem').filter({ hasText: 'Student attended your workshop' }),
    ).toHaveCount(ATTENDEES);
    await expect(
      history.getByRole('listitem').filter({ hasText: 'Mentorship request accepted' }),
    ).toContainText('+10');
    await expect(panel.getByRole('progressbar', { name: 'Progress to 50 Sessions' })).toHaveAttribute(
      'aria-valuetext',
      `${ATTENDEES} of 50`,
    );
    await screenshotBoth(page, 'alumni-dashboard-achievements');
  });

  await test.step("a student sees the rank badge on the alumni's profile and directory card", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const student = await context.newPage();
    const viewer = world.students[1]!;
    await signInThroughForm(student, viewer.email, viewer.password);

    await student.goto(`/alumni/${alumni._id}`);
    await expect(student.getByRole('heading', { level: 1, name: alumni.name })).toBeVisible();
    const badge = student.getByText(`Rank #${after}`);
    await expect(badge).toBeVisible();
    await expect(badge.locator('..')).toContainText(`${EXPECTED_POINTS} points`);
    await expect(badge.locator('..')).toContainText('Silver');
    await screenshotBoth(student, 'alumni-public-profile-rank');

    await student.goto(`/find-mentor?q=${encodeURIComponent(alumni.name)}`);
    const card = student.getByRole('article', { name: alumni.name });
    await expect(card).toContainText(`Rank #${after}`);
    await expect(card).toContainText(`${EXPECTED_POINTS} pts`);
    await screenshotBoth(student, 'find-mentor-rank-badge');

    await student.goto('/leaderboard');
    await expect(student.getByRole('table', { name: /Global Rankings/ })).toBeVisible();
    await expect(student.getByRole('region', { name: 'Your Rank' })).toHaveCount(0);
    await expect(student.getByRole('region', { name: 'Level System and Ranks' })).toHaveCount(0);
    await expect(student.getByText('YOU', { exact: true })).toHaveCount(0);
    await screenshotBoth(student, 'leaderboard-student');
    await context.close();
  });
});
