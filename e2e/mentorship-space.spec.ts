import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, signInAs } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { sidewaysOverflow } from './support/long-text-data';
import { screenshotBoth } from './support/screenshots';

// A seeded extra alumni no other suite leans on.
const MENTOR = {
  name: 'Lavanya Bose',
  email: 'lavanya.bose.30@alumni.mentorbridge.demo',
  password: 'alumni-demo-123',
};

const DESKTOP = { width: 1366, height: 768 };
const MOBILE = { width: 375, height: 812 };
const PRIVATE_NOTE = 'Nervous about the system design round';

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; _id: string };
}

/** Accepted over the API, the mentor's hours set and one session booked: this suite is about the space. */
async function mentorshipWithSession(
  request: APIRequestContext,
  student: { email: string; password: string },
) {
  const studentAuth = {
    Authorization: `Bearer ${(await login(request, student.email, student.password)).token}`,
  };
  const mentor = await login(request, MENTOR.email, MENTOR.password);
  const mentorAuth = { Authorization: `Bearer ${mentor.token}` };
  const hours = await request.put('/api/mentor-sessions/availability', {
    headers: mentorAuth,
    data: {
      timeZone: 'Asia/Kolkata',
      sessionMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 0,
      weeklyCap: 40,
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const sent = await request.post('/api/mentorship-requests', {
    headers: studentAuth,
    data: { alumniId: mentor._id, requestType: 'Technical Interview Prep', message: 'Could you mentor me?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const mentorshipId = ((await sent.json()) as { data: { _id: string } }).data._id;
  const accepted = await request.put(`/api/mentorship-requests/${mentorshipId}/accept`, {
    headers: mentorAuth,
    data: { responseMessage: 'Happy to help.' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const slots = await request.get(`/api/mentor-sessions/slots/${mentor._id}`, { headers: studentAuth });
  const { data } = (await slots.json()) as { data: { slots: Array<{ start: string }> } };
  // A few days ahead: well clear of the cut-off and of any other suite's bookings today.
  const booked = await request.post('/api/mentor-sessions', {
    headers: studentAuth,
    data: { mentorshipId, start: data.slots[200]!.start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return mentorshipId;
}

async function expectNoSidewaysScroll(page: Page) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await sidewaysOverflow(page), `no sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

test('the pair keeps goals and notes in the mentorship space, the private note stays private, and the alumni ends it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const studentName = `Nisha Space ${Date.now().toString(36)}`;
  const student = await createVerifiedAccount(request, { name: studentName, role: 'student' });
  const mentorshipId = await mentorshipWithSession(request, student);

  await test.step('the student opens the space from the accepted request', async () => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, student.email, student.password);
    await page.goto('/mentorship');
    await page.getByRole('link', { name: `Open mentorship space with ${MENTOR.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/mentorships/${mentorshipId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mentorship Space' })).toBeVisible();
    await expect(page.getByText('No goals yet — add the first one')).toBeVisible();
  });

  await test.step('the student adds and ticks a goal with the keyboard', async () => {
    const input = page.getByRole('textbox', { name: 'New goal' });
    await input.fill('Resume review');
    await input.press('Enter');
    const goal = page.getByRole('checkbox', { name: 'Resume review' });
    await expect(goal).not.toBeChecked();
    await goal.focus();
    await page.keyboard.press('Space');
    await expect(goal).toBeChecked();
    await expect(page.getByText('1 of 1 done')).toBeVisible();
  });

  await test.step('the student writes a private and a shared note', async () => {
    const session = page.getByRole('region', { name: /^Upcoming/ }).getByRole('article');
    await session.getByRole('textbox', { name: /^Private notes/ }).fill(PRIVATE_NOTE);
    await session.getByRole('textbox', { name: /^Shared with your mentor/ }).fill('Agenda: resume, then HLD');
    await session.getByRole('button', { name: 'Save notes' }).click();
    await expect(session.getByRole('status')).toHaveText('Notes saved');
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'mentorship-space-student');
  });

  const mentorContext = await browser.newContext({ viewport: DESKTOP });
  const mentorPage = await mentorContext.newPage();
  await test.step('the alumni opens it from the dashboard: the shared note, never the private one', async () => {
    await signInAs(mentorPage, MENTOR.email, MENTOR.password);
    await mentorPage.goto('/mentorship-dashboard');
    await mentorPage.getByRole('tab', { name: /^Accepted/ }).click();
    await mentorPage.getByRole('link', { name: `Open mentorship space with ${studentName}` }).click();
    await expect(mentorPage.getByRole('checkbox', { name: 'Resume review' })).toBeChecked();
    const session = mentorPage.getByRole('region', { name: /^Upcoming/ }).getByRole('article');
    await expect(session.getByRole('textbox', { name: /^Shared notes/ })).toHaveValue(
      'Agenda: resume, then HLD',
    );
    await expect(session.getByRole('textbox', { name: /^Private notes/ })).toHaveCount(0);
    await expect(mentorPage.locator('body')).not.toContainText(PRIVATE_NOTE);
    await mentorPage.getByRole('textbox', { name: 'New goal' }).fill('Mock interview for an SDE role');
    await mentorPage.getByRole('button', { name: 'Add goal' }).click();
    await expect(mentorPage.getByRole('checkbox', { name: 'Mock interview for an SDE role' })).toBeVisible();
    await expectNoSidewaysScroll(mentorPage);
  });

  await test.step('the alumni ends the mentorship with a closing note, at 375 px', async () => {
    await mentorPage.setViewportSize(MOBILE);
    await mentorPage.getByRole('button', { name: 'End mentorship' }).click();
    const dialog = mentorPage.getByRole('dialog', { name: 'End mentorship' });
    await expect(dialog).toContainText('Your upcoming session is cancelled');
    await dialog.getByRole('textbox', { name: /closing note/i }).fill('All the best for the placements!');
    expect(await sidewaysOverflow(mentorPage), 'no sideways page scroll at 375 px').toBeLessThanOrEqual(0);
    await screenshotBoth(mentorPage, 'end-mentorship', { fullPage: false });
    await dialog.getByRole('button', { name: 'End mentorship' }).click();
    await expect(dialog).toBeHidden();
    await expect(mentorPage.getByRole('status').filter({ hasText: 'Mentorship ended' })).toBeVisible();
    await expect(mentorPage.getByText('Ended by you on')).toBeVisible();
    await expect(mentorPage.getByRole('textbox', { name: 'New goal' })).toHaveCount(0);
    await expectNoSidewaysScroll(mentorPage);
  });

  await test.step('the student sees it ended: read-only, the session cancelled with the closing note', async () => {
    await page.reload();
    await expect(page.getByText(`Ended by ${MENTOR.name} on`)).toBeVisible();
    await expect(page.getByText('All the best for the placements!').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Resume review' })).toBeDisabled();
    const session = page.getByRole('region', { name: /^Past/ }).getByRole('article');
    await expect(session).toContainText('Cancelled');
    await expect(session).toContainText(PRIVATE_NOTE);
    await expect(page.getByRole('button', { name: 'End mentorship' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'mentorship-space-ended');
  });

  await mentorContext.close();
});
