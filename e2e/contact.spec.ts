import { waitForMail } from './support/dev-mailbox';
import { expect, test } from './support/fixtures';

// The server accepts 5 contact messages per hour from one address; this file sends 2 per server run.
const REFERENCE = /MB-\d{4}-\d{6}/;

function uniqueSender(title: string) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { name: 'Asha Verma', email: `${slug}-${Date.now()}@example.com` };
}

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('an empty form shows an error next to each field and sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/send')) sent += 1;
    });
    await page.getByRole('button', { name: 'Send Message' }).click();

    for (const [label, error] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(error));
    }
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      /valid email/i,
    );
    expect(sent).toBe(0);
  });

  test('a sent message shows its reference and the sender gets a confirmation mail', async ({
    page,
    request,
  }, testInfo) => {
    const sender = uniqueSender(testInfo.title);
    const subject = 'Mock interview for placements';
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(sender.name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(sender.email);
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could an alumni help me prepare for my interviews?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(success).toBeVisible();
    await expect(success).toContainText(REFERENCE);
    const reference = REFERENCE.exec((await success.textContent()) ?? '')![0];

    const confirmation = await waitForMail(
      request,
      (mail) => mail.to === sender.email,
      `confirmation to ${sender.email}`,
    );
    expect(confirmation.subject).toContain(reference);
    expect(confirmation.text).toContain(reference);
    expect(confirmation.text).toContain(subject);

    await expect(success).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');

    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { name: confirmation.subject })).toBeVisible();
  });

  test('the form can be filled and sent with the keyboard alone', async ({ page, request }, testInfo) => {
    const sender = uniqueSender(testInfo.title);
    await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
    await page.keyboard.type(sender.name);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await page.keyboard.type(sender.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toBeFocused();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeFocused();
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toContainText(
      REFERENCE,
    );
    await waitForMail(request, (mail) => mail.to === sender.email, `confirmation to ${sender.email}`);
  });
});
