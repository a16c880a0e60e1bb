import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, DEMO } from './support/auth-helpers';
import { expect, test } from './support/fixtures';
import { captureBothSizes, signInThroughForm } from './support/profile-pages';

/** ISO 32000-1 section 7.3.4.2. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/**
 * The padding stream makes a throttled upload take long enough to watch; the cross-reference table holds
 * each object's byte offset (latin1, one byte a character).
 */
function pdfDocument(title: string, lines: readonly string[], paddingBytes: number): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 730 Td',
    `${pdfString(title)} Tj`,
    'ET',
    'BT',
    '/F2 11 Tf',
    '15 TL',
    '72 700 Td',
    ...lines.map((line, index) => `${pdfString(line)} ${index === 0 ? 'Tj' : "'"}`),
    'ET',
  ].join('\n');
  let seed = 13;
  const padding = Array.from({ length: paddingBytes }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(seed % 256);
  }).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (MentorBridge e2e) >>`,
    `<< /Length ${paddingBytes} >>\nstream\n${padding}\nendstream`,
  ];
  // The second line's high bytes tell transfer programs the file is binary (ISO 32000-1 section 7.5.2).
  let text = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(text, 'latin1');
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, and a two-byte end of line.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** About three seconds at 64 KB/s, enough to see the bar between 0 and 100. */
const PADDING_BYTES = 192 * 1024;
const UPLOAD_BYTES_PER_SECOND = 64 * 1024;

async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const limit = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await limit(bytesPerSecond);
  return async () => {
    await limit(-1);
    await cdp.detach();
  };
}

/** Pages the fixture does not watch (the second and third contexts). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught exception on ${page.url()}: ${error.message}`));
  return errors;
}

/** The renamed executable is refused (415), and Chromium logs every refused request as a console error. */
test.use({ allowedBrowserError: /status of 415 \(Unsupported Media Type\).*\/api\/resources:/ });

test('an alumni uploads a PDF, an admin publishes it, a student downloads and rates it, the alumni sees both', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Aptitude Drill Pack ${tag}`;
  const fileName = `aptitude-drills-${tag}.pdf`;
  const pdf = pdfDocument(
    title,
    ['Twenty timed questions on ratios, percentages and work.', 'Answers on the last page.'],
    PADDING_BYTES,
  );
  const alumni = await createVerifiedAccount(request, {
    name: `Resource Alumni ${tag}`,
    role: 'alumni',
    password: 'alumni-pass-123',
  });
  const student = await createVerifiedAccount(request, { name: `Resource Student ${tag}`, role: 'student' });

  await test.step('the alumni uploads a PDF and watches the progress bar', async () => {
    await signInThroughForm(page, alumni.email, alumni.password);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'My Placement Resources' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Resource' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Upload Resource' }).click();
    await expect(dialog.getByText('Please select a file to upload')).toBeVisible();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Aptitude Practice');
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Timed aptitude questions with worked answers, as asked in the first online round.');
    await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill('aptitude, timed, freshers');

    // An executable renamed to .pdf passes the name check in the browser; the server judges the bytes.
    const file = dialog.getByRole('button', { name: 'File', exact: true });
    await file.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0)]),
    });
    await expect(dialog.getByText('Please select a file to upload')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Upload Resource' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'File type not allowed! Please upload PDF, DOC, DOCX, XLS, or XLSX files only.',
    );
    await expect(page.getByText('No resources yet')).toBeAttached();

    await file.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByText(`${fileName} · `)).toBeVisible();
    const unthrottle = await throttleUploads(page, UPLOAD_BYTES_PER_SECOND);
    await dialog.getByRole('button', { name: 'Upload Resource' }).click();
    const progress = dialog.getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAccessibleName(`Uploading ${fileName}…`);
    await expect(dialog.getByRole('button', { name: 'Cancel Upload' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await expect
      .poll(
        async () => {
          const now = Number(
            await progress.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null),
          );
          return now > 0 && now < 100 ? 'midway' : `at ${now}%`;
        },
        { message: 'the progress bar between 0 and 100 %', timeout: 15_000, intervals: [100] },
      )
      .toBe('midway');

    await expect(dialog.getByText('Thank you! Your resource has been submitted for review.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      dialog.getByText('An admin usually reviews new resources within 24-48 hours.'),
    ).toBeVisible();
    await unthrottle();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Pending Review');
    await expect(row).toContainText('PDF');
    await expect(row).toContainText('No ratings yet');
  });

  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminPage = await adminContext.newPage();
  const adminErrors = watchErrors(adminPage);
  try {
    await test.step('the admin finds it in Pending, previews the PDF and publishes it', async () => {
      await signInThroughForm(adminPage, DEMO.admin.email, DEMO.admin.password);
      await adminPage.goto('/admin/resources');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage Resources' })).toBeVisible();
      await expect(adminPage.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
      await adminPage.getByRole('searchbox', { name: 'Search resources' }).fill(tag);
      const row = adminPage.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('Pending Review');
      await expect(row).toContainText(alumni.name);
      await row.getByRole('button', { name: `Review ${title}` }).click();

      const review = adminPage.getByRole('dialog', { name: `Review: ${title}` });
      await expect(review).toContainText(alumni.email);
      await expect(review).toContainText('Aptitude Practice');
      const frame = review.locator('iframe');
      await expect(frame).toHaveAttribute('title', `Preview of ${fileName}`);
      await expect(frame).toHaveAttribute('src', /^blob:/);
      await review.getByRole('button', { name: 'Publish', exact: true }).click();

      const confirm = adminPage.getByRole('dialog', { name: 'Publish resource' });
      await expect(confirm).toContainText(`Publish "${title}"?`);
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(adminPage.getByText('Resource published successfully!')).toBeVisible();
      await expect(review).toBeHidden();
      await expect(adminPage.getByText('No resources match your search')).toBeVisible();

      await adminPage.getByRole('tab', { name: /^Published/ }).click();
      await expect(adminPage.getByRole('row').filter({ hasText: title })).toContainText('Published');
      expect(adminErrors, "the admin's page logged errors or threw").toEqual([]);
    });
  } finally {
    await adminContext.close();
  }

  const studentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const studentPage = await studentContext.newPage();
  const studentErrors = watchErrors(studentPage);
  try {
    await test.step('a student finds it by its title, downloads the same bytes and rates it 4 stars', async () => {
      await signInThroughForm(studentPage, student.email, student.password);
      await studentPage.goto('/resources');
      await expect(studentPage.getByRole('heading', { level: 1, name: 'Placement Resources' })).toBeVisible();
      await expect(studentPage.getByRole('heading', { name: 'Welcome, Resource!' })).toBeVisible();
      await studentPage.getByRole('searchbox', { name: 'Search resources' }).fill(title);
      const card = studentPage.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(studentPage.getByRole('article')).toHaveCount(1);
      await expect(card).toContainText(alumni.name);
      await expect(card).toContainText('0 downloads');

      const downloaded = studentPage.waitForEvent('download');
      await card.getByRole('button', { name: `Download ${title}` }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(download.suggestedFilename()).toBe(fileName);
      const saved = await readFile(await download.path());
      expect(saved.equals(pdf), `downloaded ${saved.length} bytes, uploaded ${pdf.length}`).toBe(true);
      await expect(card).toContainText('1 download');

      await card.getByRole('button', { name: `Rate ${title}` }).click();
      const dialog = studentPage.getByRole('dialog', { name: `Rate ${title}` });
      await dialog.getByLabel('4 stars, Very Good').check({ force: true });
      await dialog.getByRole('button', { name: 'Submit rating' }).click();
      await expect(studentPage.getByText('Thank you for rating this resource 4 stars!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('4.0 (1 rating)');
      await expect(card).toContainText('You rated it 4 of 5');
      await captureBothSizes(studentPage, testInfo, 'resources-student-list', async () => {
        await expect(card).toBeVisible();
      });
      expect(studentErrors, "the student's page logged errors or threw").toEqual([]);
    });
  } finally {
    await studentContext.close();
  }

  await test.step('the alumni sees it published, downloaded once and rated 4.0', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Placement Resources' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Published');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row).toContainText('4.0 (1 rating)');
    await expect(row.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.locator('dt:text-is("Total Uploads") + dd')).toHaveText('1');
    await expect(page.locator('dt:text-is("Average Rating") + dd')).toHaveText('4.0');
    await expect(page.locator('dt:text-is("Total Downloads") + dd')).toHaveText('1');
    const entry = row.or(page.getByRole('article', { name: title }));
    await captureBothSizes(page, testInfo, 'resources-alumni-list', async () => {
      await expect(entry).toBeVisible();
      await expect(entry).toContainText('Published');
      await expect(entry).toContainText('4.0 (1 rating)');
    });
  });
});
