import { createVerifiedAccount, signInAs } from './support/auth-helpers';
import { findAlumniId } from './support/directory';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/public-pages';
import { screenshotBoth } from './support/screenshots';

// A seeded extra alumni no other suite leans on; requests are found by the new student's unique name.
const MENTOR = {
  name: 'Aman Naidu',
  email: 'aman.naidu.7@alumni.mentorbridge.demo',
  password: 'alumni-demo-123',
};

function daysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a student asks an alumni for mentorship, the alumni accepts, the student sees the meeting', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const studentName = `Tara Student ${Date.now().toString(36)}`;
  const student = await createVerifiedAccount(request, { name: studentName, role: 'student' });

  const mentorId = await findAlumniId(request, student, MENTOR.name);

  await signInAs(page, student.email, student.password);
  await page.goto('/mentorship');
  await expect(page.getByRole('heading', { name: 'No Requests Yet' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Requests' }).getByRole('link', { name: 'Browse Alumni' }),
  ).toHaveAttribute('href', '/student-dashboard');
  await screenshotBoth(page, 'mentorship-empty');

  await page.goto(`/mentorship?mentor=${mentorId}`);
  const dialog = page.getByRole('dialog', { name: 'Request Mentorship' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MENTOR.name);
  const requestType = dialog.getByRole('combobox', { name: /request type/i });
  await expect(requestType).toHaveValue('Career Guidance');
  await expect(requestType).toBeFocused();

  await dialog.getByRole('button', { name: 'Send Request' }).click();
  const message = dialog.getByRole('textbox', { name: /message/i });
  await expect(message).toHaveAccessibleDescription(/Please provide a message explaining your request/);

  await requestType.selectOption('Resume Review');
  const text = 'I am applying for backend roles. Could you review my resume and project list?';
  await message.fill(text);
  await expect(message).toHaveAccessibleDescription(`${text.length}/1000`);
  await screenshotBoth(page, 'mentorship-request-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Request' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Mentorship request sent successfully!' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mentorship$/);
  await expect(page.getByRole('heading', { name: 'Your Requests' })).toBeFocused();
  const card = page.getByRole('article', { name: MENTOR.name });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Resume Review');
  await expect(card.getByRole('button', { name: `Withdraw request to ${MENTOR.name}` })).toBeVisible();
  await expect(card).not.toContainText(MENTOR.email);

  const alumniContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const alumniPage = await alumniContext.newPage();
  await signInAs(alumniPage, MENTOR.email, MENTOR.password);
  await alumniPage.goto('/mentorship-dashboard');
  await expect(alumniPage.getByRole('heading', { level: 1, name: 'Mentorship Dashboard' })).toBeVisible();
  await expect(alumniPage.getByRole('tab', { name: /^Pending \d+$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const request_ = alumniPage.getByRole('article', { name: studentName });
  await expect(request_).toContainText('Resume Review');
  await expect(request_).toContainText('Could you review my resume');
  await expect(request_.getByRole('button', { name: /archive/i })).toHaveCount(0);

  const acceptButton = request_.getByRole('button', { name: `Accept request from ${studentName}` });
  await acceptButton.click();
  const accept = alumniPage.getByRole('dialog', { name: 'Confirm Mentorship & Send Message' });
  await expect(accept).toBeVisible();
  const reply = accept.getByRole('textbox', { name: /message to the student/i });
  await expect(reply).toBeFocused();
  await expect(reply).toHaveValue(/^Hi Tara, thanks for reaching out about resume review!/);

  await alumniPage.keyboard.press('Escape');
  await expect(accept).toBeHidden();
  await expect(acceptButton).toBeFocused();
  await acceptButton.click();

  const meetingDate = daysFromNow(10);
  await accept.getByRole('textbox', { name: /meeting link/i }).fill('https://meet.example.com/tara-resume');
  await accept.getByLabel('Meeting date').fill(meetingDate);
  await accept.getByLabel('Meeting time').fill('18:30');
  await screenshotBoth(alumniPage, 'mentorship-dashboard-accept-dialog', { fullPage: false });
  await accept.getByRole('button', { name: 'Accept & Send' }).click();

  await expect(
    alumniPage.getByRole('status').filter({ hasText: 'Request accepted successfully!' }),
  ).toBeVisible();
  await expect(accept).toBeHidden();
  await expect(request_).toHaveCount(0);
  await expect(alumniPage.getByText('Request accepted successfully!')).toBeHidden({ timeout: 6_000 });

  await alumniPage.getByRole('tab', { name: /^Accepted/ }).click();
  const acceptedCard = alumniPage.getByRole('article', { name: studentName });
  await expect(acceptedCard).toContainText('Accepted');
  await expect(acceptedCard.getByRole('link', { name: /meet\.example\.com\/tara-resume/ })).toBeVisible();
  await expect(
    acceptedCard.getByRole('button', { name: `Archive request from ${studentName}` }),
  ).toBeVisible();
  await screenshotBoth(alumniPage, 'mentorship-dashboard');

  await acceptedCard.getByRole('button', { name: `Full Profile of ${studentName}` }).click();
  const profile = alumniPage.getByRole('dialog', { name: `${studentName}'s Profile` });
  await expect(profile).toContainText(student.email);
  await screenshotBoth(alumniPage, 'mentorship-dashboard-profile-dialog', { fullPage: false });
  await alumniPage.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await alumniContext.close();

  await page.reload();
  const answered = page.getByRole('article', { name: MENTOR.name });
  await expect(answered).toContainText('Accepted');
  await expect(answered).toContainText('Hi Tara, thanks for reaching out about resume review!');
  await expect(answered.getByRole('link', { name: /meet\.example\.com\/tara-resume/ })).toHaveAttribute(
    'href',
    'https://meet.example.com/tara-resume',
  );
  await expect(answered).toContainText(/6:30 pm \S+/);
  await expect(answered.getByRole('link', { name: MENTOR.email })).toHaveAttribute(
    'href',
    `mailto:${MENTOR.email}`,
  );
  await expect(answered).toContainText('Prefers');
  await expect(answered.getByRole('button', { name: /withdraw/i })).toHaveCount(0);
  await expect(page.getByText('Total Requests')).toBeVisible();
  await screenshotBoth(page, 'mentorship');
});

test('a student withdraws a pending request with the keyboard alone', async ({ page, request }) => {
  const student = await createVerifiedAccount(request, { name: 'Ravi Withdraw', role: 'student' });
  const mentorName = 'Pooja Rao';
  const mentorId = await findAlumniId(request, student, mentorName);
  await signInAs(page, student.email, student.password);
  await page.goto(`/mentorship?mentor=${mentorId}`);
  const dialog = page.getByRole('dialog', { name: 'Request Mentorship' });
  await expect(dialog.getByRole('combobox', { name: /request type/i })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Could we talk about product roles?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Mentorship request sent successfully!')).toBeVisible();

  const withdraw = page.getByRole('button', { name: `Withdraw request to ${mentorName}` });
  await withdraw.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Withdraw Request' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(withdraw).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Withdraw' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Request withdrawn' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Requests Yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Requests' })).toBeFocused();
});

test('an alumni who opens /mentorship is pointed to the dashboard', async ({ page }) => {
  await signInAs(page, 'meera.nair@mentorbridge.demo', 'alumni-demo-123');
  await page.goto('/mentorship');
  await page.getByRole('link', { name: 'Go to Mentorship Dashboard' }).click();
  await expect(page).toHaveURL(/\/mentorship-dashboard$/);
  await expect(page.getByRole('tablist', { name: 'Requests by status' })).toBeVisible();
});

test('an admin sees every request, read-only, with a status filter', async ({ page }) => {
  await signInAs(page, 'admin@mentorbridge.demo', 'admin-demo-123');
  await page.goto('/mentorship-dashboard');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ requests/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(table.getByRole('row').nth(1)).toContainText('Rejected');
  await page.getByRole('searchbox', { name: /search/i }).fill('Meera');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table).toContainText('Meera Nair');
  await screenshotBoth(page, 'mentorship-dashboard-admin');
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
});
