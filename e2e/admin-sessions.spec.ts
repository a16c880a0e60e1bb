import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedAccount, DEMO, type NewAccount } from './support/auth-helpers';
import { waitForMail } from './support/dev-mailbox';
import { expect, test } from './support/fixtures';
import { sidewaysOverflow } from './support/long-text-data';
import { apiToken, signInThroughForm } from './support/profile-pages';
import { SCREENSHOT_DIR } from './support/screenshots';

/*
 * An alumni gives one booked session its own meeting link, the student sees it, and the admin reads the
 * session analytics and downloads the sessions CSV.
 */

const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;
const ROOM = 'https://meet.example.com/e2e-room';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await request[method](url, { headers: auth(token), data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** An alumni of this test's own with a complete profile and every hour of the week open. */
async function mentorWithHours(request: APIRequestContext, name: string) {
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
    currentCompany: 'Acme Analytics',
    currentPosition: 'Staff Engineer',
    totalExperience: 10,
    industryDomain: 'Technology',
    previousCompanies: ['Infosys'],
    workLocation: 'Pune',
    technicalSkills: ['Go', 'SQL'],
    softSkills: ['Mentoring'],
    careerInterests: ['System Design'],
    linkedinProfile: 'https://www.linkedin.com/in/e2e-alumni',
    githubProfile: 'https://github.com/e2e-alumni',
    portfolioLink: 'https://e2e-alumni.example.com',
    contactPreference: 'Email',
    bio: 'Staff engineer who enjoys helping juniors prepare for interviews.',
  });
  await call(request, token, 'put', '/api/mentor-sessions/availability', {
    timeZone: 'Asia/Kolkata',
    sessionMinutes: 30,
    bufferMinutes: 0,
    minNoticeHours: 0,
    weeklyCap: 40,
    weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    blockedDates: [],
    meetingLink: 'https://meet.example.com/default-room',
  });
  const me = (await call(request, token, 'get', '/api/auth/profile')) as { _id: string };
  return { ...account, token, id: me._id };
}

/** The student asks, the alumni accepts and the student books the first free slot, all over the API. */
async function bookedSession(
  request: APIRequestContext,
  student: NewAccount,
  mentor: { id: string; token: string },
) {
  const token = await apiToken(request, student.email, student.password);
  const sent = await call(request, token, 'post', '/api/mentorship-requests', {
    alumniId: mentor.id,
    requestType: 'Career Guidance',
    message: 'Could we talk about a move into data engineering?',
  });
  await call(request, mentor.token, 'put', `/api/mentorship-requests/${sent.data._id}/accept`, {
    responseMessage: 'Happy to help.',
  });
  const slots = await call(request, token, 'get', `/api/mentor-sessions/slots/${mentor.id}`);
  const booked = await call(request, token, 'post', '/api/mentor-sessions', {
    mentorshipId: sent.data._id,
    start: slots.data.slots[0].start,
  });
  return { id: booked.data._id as string, token };
}

/** `part`: shoot that element rather than the page. */
async function atBothSizes(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  { fullPage = true, part }: { fullPage?: boolean; part?: Locator } = {},
) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await ready();
    await expect
      .poll(() => sidewaysOverflow(page), {
        message: `horizontal overflow of ${name} at ${viewport.width} px`,
      })
      .toBeLessThanOrEqual(0);
    const path = `${SCREENSHOT_DIR}${name}-${size}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage }));
  }
  await page.setViewportSize(SIZES.desktop);
}

test('an alumni sets one session’s meeting link; the admin reads session analytics and exports sessions', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const mentor = await mentorWithHours(request, `Sessions Mentor ${tag}`);
  const student = await createVerifiedAccount(request, { name: `Sessions Student ${tag}`, role: 'student' });
  const session = await bookedSession(request, student, mentor);

  await test.step('the alumni sets the session’s link in a dialog, at 1366 and 375 px', async () => {
    await signInThroughForm(page, mentor.email, mentor.password);
    await page.goto('/sessions');
    const card = page.getByRole('article', { name: `Session with ${student.name} (student)` });
    await expect(card.getByRole('link', { name: /join meeting/i })).toHaveAttribute(
      'href',
      'https://meet.example.com/default-room',
    );
    await card.getByRole('button', { name: `Set meeting link for session with ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Set meeting link' });
    const field = dialog.getByRole('textbox', { name: /meeting link/i });
    await expect(field).toBeFocused();
    await field.fill('zoom me in the lab');
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await expect(dialog.getByText('Please enter a valid meeting link')).toBeVisible();
    await field.fill(ROOM);
    await atBothSizes(page, 'session-meeting-link-dialog', async () => expect(dialog).toBeVisible(), {
      fullPage: false,
    });
    // Keyboard only: Tab from the field reaches Cancel, then Save link.
    await field.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Meeting link saved' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('link', { name: /join meeting/i })).toHaveAttribute('href', ROOM);
    await atBothSizes(page, 'my-sessions-alumni-link', async () => expect(card).toBeVisible());
  });

  await test.step('the student is told and sees the new link on the session card', async () => {
    await waitForMail(
      request,
      (mail) => mail.to === student.email && mail.subject === `New meeting link: session with ${mentor.name}`,
      'the new meeting link',
    );
    const context = await browser.newContext({ viewport: SIZES.mobile });
    const learner = await context.newPage();
    await signInThroughForm(learner, student.email, student.password);
    await learner.goto('/sessions');
    const card = learner.getByRole('article', { name: `Session with ${mentor.name}` });
    await expect(card.getByRole('link', { name: /join meeting/i })).toHaveAttribute('href', ROOM);
    await expect(card.getByRole('button', { name: /meeting link/i })).toHaveCount(0);
    await context.close();
  });

  await test.step('the admin reads the session analytics', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin-dashboard');
    const sessions = page
      .getByRole('region', { name: 'Analytics' })
      .getByRole('region', { name: 'Mentor sessions' });
    const booked = sessions.locator('dt:text-is("Sessions booked") + dd');
    await expect(booked).toHaveText(/^\d+$/);
    expect(Number(await booked.textContent())).toBeGreaterThanOrEqual(1);
    const chart = sessions.getByRole('figure', { name: 'Mentor sessions per week' });
    await expect(chart.locator('svg.recharts-surface').last()).toBeVisible();
    await atBothSizes(
      page,
      'admin-session-analytics',
      async () => {
        await expect(chart.locator('svg.recharts-surface').last()).toBeVisible();
      },
      { part: sessions },
    );
  });

  await test.step('the admin downloads the sessions CSV beside the analytics', async () => {
    const exports = page.getByRole('region', { name: 'Export data' });
    const downloaded = page.waitForEvent('download');
    await exports.getByRole('button', { name: 'Mentor sessions CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^mentorbridge-sessions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Session ID,Mentorship ID,Student,Alumni,Starts at (UTC),Ends at (UTC),Time zone,Status,Cancelled by,Cancel reason,Outcome,Booked at (UTC),Completed at (UTC)',
    );
    const row = rows.find((line) => line.startsWith(`${session.id},`));
    expect(row).toContain(`,${student.name},${mentor.name},`);
    expect(row).toContain(',Asia/Kolkata,booked,');
    expect(row).not.toContain(ROOM);
  });
});
