import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, type NewAccount } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { apiToken, createCompleteStudent, signInThroughForm } from './support/profile-pages';

const SCREENSHOT_DIR = fileURLToPath(new URL('artifacts/screenshots/', import.meta.url));

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
} as const;

type Label = keyof typeof VIEWPORTS;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function shoot(page: Page, label: Label, name: string, { fullPage = true } = {}) {
  // From the top: a full-page shot of a scrolled page draws the sticky navigation mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}newcomer-${name}-${label}.png`, fullPage });
}

function dateTimeInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Complete, so the directory lists them. */
async function createListedAlumni(
  request: APIRequestContext,
  name: string,
  company: string,
): Promise<NewAccount & { _id: string; token: string }> {
  const account = await createVerifiedAccount(request, { name, role: 'alumni', password: 'alumni-pass-123' });
  const token = await apiToken(request, account.email, account.password);
  const [firstName, ...rest] = name.split(' ');
  const saved = await request.put('/api/profile/alumni', {
    headers: auth(token),
    data: {
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
      currentCompany: company,
      currentPosition: 'Staff Engineer',
      totalExperience: 10,
      industryDomain: 'Technology',
      previousCompanies: ['Infosys'],
      workLocation: 'Pune',
      technicalSkills: ['Go', 'Kubernetes', 'SQL'],
      softSkills: ['Mentoring'],
      careerInterests: ['System Design', 'Career Guidance'],
      linkedinProfile: 'https://www.linkedin.com/in/e2e-alumni',
      githubProfile: 'https://github.com/e2e-alumni',
      portfolioLink: 'https://e2e-alumni.example.com',
      contactPreference: 'Email',
      bio: 'Staff engineer who enjoys helping juniors prepare for interviews.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const me = await request.get('/api/auth/profile', { headers: auth(token) });
  const { _id } = (await me.json()) as { _id: string };
  return { ...account, _id, token };
}

function watchPosts(page: Page, path: RegExp) {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) {
      keys.push(request.headers()['idempotency-key']);
    }
  });
  return keys;
}

for (const [label, viewport] of Object.entries(VIEWPORTS) as [Label, (typeof VIEWPORTS)[Label]][]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Request Mentorship from a profile keeps its dialog, sends once, and the profile follows the request', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const tag = `${label}-${Date.now().toString(36)}`;
      const alumni = await createListedAlumni(request, `Kavya Desai ${tag}`, `Profile Co ${tag}`);
      const student = await createCompleteStudent(request, `Rohan Student ${tag}`);
      await signInThroughForm(page, student.email, student.password);

      await page.goto(`/alumni/${alumni._id}`);
      await expect(page.getByRole('heading', { level: 1, name: alumni.name })).toBeVisible();
      await page.getByRole('link', { name: 'Request Mentorship' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Mentorship' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(alumni.name);
      // The dialog must stay open while the address drops ?mentor.
      await page.waitForTimeout(1500);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/mentorship\\?mentor=${alumni._id}$`));
      const message = dialog.getByRole('textbox', { name: /message/i });
      await message.fill('I am preparing for backend interviews. Could you review my system design answers?');
      await shoot(page, label, 'profile-request-dialog', { fullPage: false });

      const posts = watchPosts(page, /^\/api\/mentorship-requests$/);
      await dialog.getByRole('button', { name: 'Send Request' }).dblclick();
      await expect(
        page.getByRole('status').filter({ hasText: 'Mentorship request sent successfully!' }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
      const studentToken = await apiToken(request, student.email, student.password);
      const listed = await request.get('/api/mentorship-requests/student', { headers: auth(studentToken) });
      const mine = ((await listed.json()) as { _id: string; alumni: { _id: string } }[]).filter(
        (row) => row.alumni._id === alumni._id,
      );
      expect(mine, 'requests to this alumni').toHaveLength(1);

      await page.goto(`/alumni/${alumni._id}`);
      const summary = page.getByRole('region', { name: 'Profile summary' });
      await expect(summary.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
      await expect(summary.getByRole('link', { name: 'Request Mentorship' })).toHaveCount(0);
      await expect(summary.getByRole('link', { name: 'View your request' })).toHaveAttribute(
        'href',
        '/mentorship',
      );
      await shoot(page, label, 'profile-request-sent');

      const accepted = await request.put(`/api/mentorship-requests/${mine[0]!._id}/accept`, {
        headers: auth(alumni.token),
        data: { responseMessage: 'Happy to help. Send me your answers before we meet.' },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await page.reload();
      await expect(summary.getByText('Mentorship Accepted')).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Request Mentorship' })).toHaveCount(0);
      await summary.getByRole('link', { name: 'View meeting and contact details' }).click();
      await expect(page).toHaveURL(/\/mentorship$/);
      await expect(page.getByRole('article', { name: alumni.name })).toContainText('Accepted');
      await page.goto(`/alumni/${alumni._id}`);
      await expect(summary.getByText('Mentorship Accepted')).toBeVisible();
      await shoot(page, label, 'profile-request-accepted');
    });

    test('a double click on Confirm booking books once; the dialog shows the fixed time and the price', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const tag = `${label}-${Date.now().toString(36)}`;
      const alumni = await createListedAlumni(request, `Neha Kulkarni ${tag}`, `Booking Co ${tag}`);
      const title = `Paid Mock Interview ${tag}`;
      const created = await request.post('/api/alumni-features/workshop', {
        headers: auth(alumni.token),
        data: {
          title,
          description: 'One full mock interview round with feedback.',
          category: 'Mock Interview',
          workshopType: 'mock-interview',
          scheduledDate: dateTimeInDays(6),
          duration: 60,
          maxParticipants: 4,
          isPaid: true,
          price: 499,
          meetingLink: 'https://meet.example.com/paid-mock',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const workshopId = ((await created.json()) as { data: { _id: string } }).data._id;

      const student = await createCompleteStudent(request, `Isha Student ${tag}`);
      await signInThroughForm(page, student.email, student.password);
      await page.goto('/student-dashboard');
      await page.getByRole('tab', { name: 'Browse Workshops' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Browse Workshops' });
      await panel.getByRole('searchbox').fill(tag);
      await expect(panel.getByRole('article')).toHaveCount(1);
      await panel.getByRole('button', { name: `Book ${title}` }).click();

      const dialog = page.getByRole('dialog', { name: `Book “${title}”` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveJSProperty('readOnly', true);
      await expect(dialog.getByLabel('Time', { exact: true })).toHaveJSProperty('readOnly', true);
      await expect(dialog.getByLabel('Date', { exact: true })).not.toHaveValue('');
      await expect(dialog.getByText('Price: ₹499')).toBeVisible();
      await expect(dialog.getByText(/Payment is arranged with the host/)).toBeVisible();
      await dialog.getByLabel('Notes for the mentor').fill('Backend role, two years of experience.');
      await shoot(page, label, 'booking-dialog', { fullPage: false });

      const posts = watchPosts(page, new RegExp(`^/api/alumni-features/workshop/${workshopId}/book$`));
      await dialog.getByRole('button', { name: 'Confirm booking' }).dblclick();
      await expect(
        panel
          .getByRole('status')
          .filter({ hasText: 'Workshop booked successfully! Check your bookings tab.' }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);

      const studentToken = await apiToken(request, student.email, student.password);
      const bookings = await request.get('/api/alumni-features/my-bookings', { headers: auth(studentToken) });
      const ofThis = ((await bookings.json()) as { data: { workshopId: string }[] }).data.filter(
        (booking) => booking.workshopId === workshopId,
      );
      expect(ofThis, 'bookings of this workshop').toHaveLength(1);
      await shoot(page, label, 'booking-done');
    });

    test('the Find tab filters like /find-mentor, which the dashboard links; Explore Mentors leads there', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const tag = `${label}-${Date.now().toString(36)}`;
      const company = `Filterable Co ${tag}`;
      const alumni = await createListedAlumni(request, `Tara Menon ${tag}`, company);
      const student = await createCompleteStudent(request, `Kabir Student ${tag}`);

      await page.goto('/');
      await page.getByRole('link', { name: 'Explore Mentors' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: /email/i }).fill(student.email);
      await form.getByLabel(/^password/i).fill(student.password);
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/find-mentor$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find Your Mentor' })).toBeVisible();

      await page.goto('/student-dashboard');
      const findPanel = page.getByRole('tabpanel', { name: 'Find Your Mentor/Alumni' });
      const filters = findPanel.getByRole('region', { name: 'Search and filters' });
      for (const name of ['College', 'Company', 'Branch']) {
        await expect(filters.getByRole('combobox', { name })).toBeVisible();
      }
      const count = findPanel.getByText(/^Showing \d+ of \d+ alumni$/);
      await expect(count).toBeVisible();
      const unfiltered = await count.textContent();
      await shoot(page, label, 'find-tab');

      // The server refreshes its option lists every few minutes, so this test's alumni may not be there yet.
      const companySelect = filters.getByRole('combobox', { name: 'Company' });
      await expect(companySelect.getByRole('option')).not.toHaveCount(1);
      const firstCompany = (await companySelect.getByRole('option').nth(1).textContent())!;
      await companySelect.selectOption(firstCompany);
      await expect(page).toHaveURL(/[?&]company=/);
      await expect(count).not.toHaveText(unfiltered!);
      for (const card of await findPanel.getByRole('article').all()) {
        await expect(card).toContainText(firstCompany);
      }
      await shoot(page, label, 'find-tab-filtered');
      await filters.getByRole('button', { name: 'Clear all filters' }).click();
      await expect(companySelect).toHaveValue('');
      await expect(count).toHaveText(unfiltered!);

      await page.goto(`/student-dashboard?company=${encodeURIComponent(company)}`);
      await expect(findPanel.getByText('Showing 1 of 1 alumni')).toBeVisible();
      await expect(findPanel.getByRole('article', { name: alumni.name })).toBeVisible();

      await page.getByRole('link', { name: 'Find Your Mentor' }).click();
      await expect(page).toHaveURL(/\/find-mentor$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Find Your Mentor' })).toBeVisible();
      await page.goto(`/find-mentor?company=${encodeURIComponent(company)}`);
      await expect(page.getByText('1 alumni found')).toBeVisible();
      await expect(page.getByRole('article', { name: alumni.name })).toBeVisible();

      await page.goto('/admin-dashboard');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('status').filter({ hasText: 'is only for admins' })).toHaveText(
        'The page /admin-dashboard is only for admins, so you were brought to the home page.',
      );
      await shoot(page, label, 'role-notice', { fullPage: false });
    });
  });
}
