import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { createVerifiedAccount, type NewAccount, signIn } from './auth-helpers';
import { VIEWPORTS } from './public-pages';

const SCREENSHOT_DIR = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

export async function createCompleteStudent(request: APIRequestContext, name: string): Promise<NewAccount> {
  const account = await createVerifiedAccount(request, { name, role: 'student' });
  const token = await apiToken(request, account.email, account.password);
  const [firstName, ...rest] = name.split(' ');
  const saved = await request.put('/api/profile/student', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName,
      lastName: rest.join(' ') || 'Student',
      collegeName: 'COEP Pune',
      branch: 'Mechanical',
      currentYear: 3,
      graduationYear: 2027,
      cgpa: 7.9,
      backlogs: 0,
      technicalSkills: ['Python'],
      careerInterests: ['Data Science'],
      linkedinProfile: 'https://www.linkedin.com/in/e2e-student',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return account;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The server judges the bytes and re-encodes them, so it must be a real PNG. */
export function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from([red, green, blue]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `ready` waits for the state worth capturing after each resize. */
export async function captureBothSizes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await ready();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow of ${name} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    const file = `${SCREENSHOT_DIR}${name}-${size}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

export async function leaderboardPoints(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/leaderboard/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { points: number }).points;
}
