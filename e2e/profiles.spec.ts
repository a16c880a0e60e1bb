import { createVerifiedAccount, DEMO } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import {
  captureBothSizes,
  createCompleteStudent,
  signInThroughForm,
  solidPng,
} from './support/profile-pages';

test('a new student completes the four-step wizard and lands on the dashboard', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const account = await createVerifiedAccount(request, { name: 'Meera Pillai', role: 'student' });
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your student profile' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  // The name fields start from the sign-up name; emptied, step 1 refuses Next.
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Meera');
  await expect(page.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue('Pillai');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('First Name and Last Name are required fields');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Meera');
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Pillai');
  await page.getByLabel('Gender').selectOption('Female');
  await captureBothSizes(page, testInfo, 'complete-profile-step-1', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByLabel('College Name').fill('NIT Trichy');
  await page.getByLabel('Branch').fill('Electronics');
  await page.getByLabel('Current Year').selectOption('3');
  await page.getByLabel('Graduation Year').fill('2027');
  await page.getByLabel('CGPA').fill('11');
  await page.getByLabel('Backlogs').fill('0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('CGPA')).toHaveAccessibleDescription(/CGPA must be between 0 and 10/);
  await page.getByLabel('CGPA').fill('8.42');
  await page.getByLabel('CGPA').press('Enter');

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Technical Skills').fill('Embedded C, , Python ,');
  await page.getByRole('textbox', { name: 'Career Interests' }).fill('IoT, Data Science');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByLabel('Contact Preference')).toHaveValue('Email');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Either LinkedIn Profile or Resume Link is required');
  await page.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/meera-pillai');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Technical Skills')).toHaveValue('Embedded C, , Python ,');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/student-dashboard$/, { timeout: 5_000 });

  await page.goto('/student/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Meera Pillai' })).toBeVisible();
  const skills = page.getByRole('region', { name: 'Technical Skills' }).getByRole('listitem');
  await expect(skills).toHaveText(['Embedded C', 'Python']);
  await expect(page.getByRole('region', { name: 'Academic Details' })).toContainText('8.42');
  await expect(page.getByRole('region', { name: 'Profile completion' })).toContainText('89% complete');
});

test('a new alumni completes the three-step wizard and then appears in the directory', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const name = `Kiran Desai ${Date.now() % 100000}`;
  const account = await createVerifiedAccount(request, { name, role: 'alumni' });
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/complete-alumni-profile$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  // Split on the last space: "Kiran Desai" and the number.
  const lastSpace = name.lastIndexOf(' ');
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue(
    name.slice(0, lastSpace),
  );
  await expect(page.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue(
    name.slice(lastSpace + 1),
  );
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveAccessibleDescription(
    'This is the name others see on MentorBridge. First Name is required',
  );
  const [firstName, lastName] = name.split(/ (.*)/);
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(firstName!);
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(lastName!);
  await page.getByLabel('Phone Number').fill('+91 98200 12345');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of Birth').fill('1992-08-17');
  await page.getByLabel('College Name').fill('BITS Pilani');
  await page.getByLabel('College Code').fill('BITS');
  await page.getByLabel('University Name').fill('Birla Institute of Technology and Science');
  await page.getByLabel('Branch').fill('Computer Science');
  await page.getByLabel('Graduation Year').fill('2014');
  await page.getByLabel('Degree').selectOption('B.E.');
  await page.getByLabel('Academic Performance').fill('8.1 CGPA');
  await captureBothSizes(page, testInfo, 'complete-alumni-profile-step-1', async () => {
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('Current Company').fill('Zeta Analytics');
  await page.getByLabel('Current Position').fill('Staff Engineer');
  await page.getByLabel('Total Experience').fill('9.5');
  await page.getByLabel('Industry Domain').fill('Fintech');
  await page.getByLabel('Work Location').fill('Pune');
  await page.getByLabel('Number of Interviews Faced').fill('22');
  await page.getByLabel('Previous Companies').fill('Infosys, Razorpay');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Technical Skills').fill('Java, Kafka, System Design, SQL, AWS');
  await page.getByLabel('Soft Skills').fill('Mentoring, Hiring');
  await page
    .getByLabel('Areas of Expertise')
    .fill('Backend, Interview Preparation, Career Guidance, Startups');
  await page.getByLabel('LinkedIn Profile').fill('https://www.linkedin.com/in/kiran-desai');
  await page.getByLabel('GitHub Profile').fill('https://github.com/kiran-desai');
  await page.getByLabel('Portfolio Link').fill('https://kiran.example.com');
  await page.getByLabel('Bio').fill('Staff engineer who enjoys helping students crack backend interviews.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/alumni-dashboard$/, { timeout: 5_000 });

  const studentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const student = await studentContext.newPage();
  await signInThroughForm(student, DEMO.student.email, DEMO.student.password);
  await student.goto('/find-mentor');
  await student.getByRole('searchbox', { name: 'Search alumni' }).fill(name);
  await expect(student.getByText('1 alumni found')).toBeVisible();
  const card = student.getByRole('article', { name });
  await expect(card).toContainText('Staff Engineer');
  await expect(card).toContainText('Zeta Analytics');
  await expect(card).toContainText('Ex. 2014');
  await expect(card.getByRole('list', { name: 'Technical skills' })).toContainText('+1');
  await card.getByRole('link', { name: 'Show Full Profile' }).click();
  await expect(student.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Contact' })).toContainText(
    'Contact details are shared once a mentorship request is accepted.',
  );
  await expect(student.getByRole('region', { name: 'Contact' })).not.toContainText(account.email);
  await expect(student.getByRole('region', { name: 'Profile summary' })).toContainText('22Interviews Faced');
  await student.getByRole('button', { name: 'Back' }).click();
  await expect(student).toHaveURL(/\/find-mentor\?q=/);
  await studentContext.close();
});

test('a picture uploaded on the profile shows there and in the navigation, and can be deleted', async ({
  page,
  request,
}, testInfo) => {
  const account = await createCompleteStudent(request, 'Tara Menon');
  await signInThroughForm(page, account.email, account.password);
  await page.goto('/student/profile');
  const summary = page.getByRole('region', { name: 'Profile summary' });
  await expect(summary.getByRole('heading', { name: 'Tara Menon' })).toBeVisible();
  const navigation = page.getByRole('banner');

  const picker = page.getByLabel('Choose a profile picture');
  await picker.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText('Only PNG and JPG images are allowed');

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(96, [79, 70, 229]) });
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile picture updated successfully!' }),
  ).toBeVisible();
  const picture = summary.locator('img');
  // Absolute on PUBLIC_URL, so clients outside the web app can use it too.
  await expect(picture).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/api\/files\/avatars\/.+\.webp$/);
  const src = await picture.getAttribute('src');
  await expect(navigation.locator(`img[src="${src}"]`).first()).toBeAttached();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('Profile picture updated successfully!')).toBeHidden({ timeout: 6_000 });

  await summary.getByRole('button', { name: 'Delete photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete profile picture' });
  await expect(dialog).toContainText('Are you sure you want to delete your profile picture?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(picture).toBeVisible();

  await summary.getByRole('button', { name: 'Delete photo' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile picture deleted successfully!' }),
  ).toBeVisible();
  await expect(summary.locator('img')).toHaveCount(0);
  await expect(navigation.locator(`img[src="${src}"]`)).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Upload photo' })).toBeFocused();
  await captureBothSizes(page, testInfo, 'student-profile-without-picture', async () => {
    await expect(summary.getByText('T', { exact: true })).toBeVisible();
  });
});

test.describe('profile pages at both sizes', () => {
  // The unknown profile answers 404 on purpose, and Chromium logs every refused request as an error.
  test.use({ allowedBrowserError: /status of 404 \(Not Found\).*\/api\/users\/00000000-/ });

  test('the own and public profile pages render at both sizes', async ({ page, browser }, testInfo) => {
    // Ten full-page screenshots: 25 s alone on a slow 2-core machine, more beside the other workers.
    test.setTimeout(120_000);
    await signInThroughForm(page, DEMO.student.email, DEMO.student.password);
    await page.goto('/student/profile');
    await captureBothSizes(page, testInfo, 'student-profile', async () => {
      await expect(page.getByRole('region', { name: 'Technical Skills' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Profile summary' }).locator('img')).toBeVisible();
    });
    await page.goto('/complete-profile');
    await captureBothSizes(page, testInfo, 'complete-profile-prefilled', async () => {
      await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).not.toHaveValue('');
    });

    await page.goto('/find-mentor');
    await page.getByRole('searchbox', { name: 'Search alumni' }).fill('Ananya Iyer');
    // Let the debounced search land first: it re-renders the list, and a click during that is lost.
    await expect(page).toHaveURL(/q=Ananya/);
    await expect(page.getByText('1 alumni found')).toBeVisible();
    await page
      .getByRole('article', { name: 'Ananya Iyer' })
      .getByRole('link', { name: 'Show Full Profile' })
      .click();
    await expect(page).toHaveURL(/\/alumni\/[0-9a-f-]{36}$/);
    await captureBothSizes(page, testInfo, 'alumni-public-profile', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeVisible();
      // The demo student's request to Ananya is pending (mentorship seed).
      await expect(page.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
    });
    await page.getByRole('link', { name: 'View your request' }).click();
    await expect(page).toHaveURL(/\/mentorship$/);

    await page.goto('/alumni/00000000-0000-4000-8000-000000000000');
    await captureBothSizes(page, testInfo, 'alumni-public-profile-not-found', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Alumni profile not found');
    });

    const alumniContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const alumni = await alumniContext.newPage();
    await signInThroughForm(alumni, DEMO.alumni.email, DEMO.alumni.password);
    await alumni.goto('/alumni/profile');
    await captureBothSizes(alumni, testInfo, 'alumni-profile', async () => {
      await expect(alumni.getByRole('region', { name: 'Professional Experience' })).toBeVisible();
    });
    await alumni.goto('/complete-alumni-profile');
    await captureBothSizes(alumni, testInfo, 'complete-alumni-profile-prefilled', async () => {
      await expect(alumni.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Ananya');
    });
    await alumniContext.close();
  });
});
