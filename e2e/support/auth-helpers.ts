import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForMail } from './dev-mailbox';

export const DEMO = {
  admin: { email: 'admin@mentorbridge.demo', password: 'admin-demo-123' },
  alumni: { email: 'ananya.iyer@mentorbridge.demo', password: 'alumni-demo-123' },
  student: { email: 'arjun.mehta@mentorbridge.demo', password: 'student-demo-123' },
} as const;

/** Chromium logs every refused request as a console error; tests that provoke one allow exactly that line. */
export const REFUSED_LOGIN_ERROR = /status of 40[13] \(\w+\).*\/api\/auth\/login:/;

/** Every run starts on a fresh database, but retries may not. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function readCode(
  request: APIRequestContext,
  email: string,
  label: 'Verification code' | 'OTP',
): Promise<string> {
  const pattern = new RegExp(`${label}: (\\d{6})`);
  const mail = await waitForMail(
    request,
    (candidate) => candidate.to === email && pattern.test(candidate.text),
    `${label} for ${email}`,
  );
  return pattern.exec(mail.text)![1]!;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: 'student' | 'alumni';
}

export async function createVerifiedAccount(
  request: APIRequestContext,
  overrides: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const account: NewAccount = {
    name: 'E2E Student',
    email: uniqueEmail('verified'),
    password: 'first-pass-123',
    role: 'student',
    ...overrides,
  };
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await readCode(request, account.email, 'Verification code');
  const verified = await request.post('/api/auth/verify-email', { data: { email: account.email, token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: /email/i }).fill(email);
  await form.getByLabel(/^password/i).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

export const READ_SESSION = (): unknown => {
  const raw = window.localStorage.getItem('userInfo') ?? window.sessionStorage.getItem('userInfo');
  return raw ? JSON.parse(raw) : null;
};
