import type { Page } from '@playwright/test';

export type Role = 'student' | 'alumni' | 'admin';

/**
 * The token is not valid on the server, so every API call is answered here: a real 401 would make the
 * app clear the session mid-test. Use it only for guard and navigation checks.
 */
export async function storeFakeSession(page: Page, role: Role): Promise<void> {
  const session = {
    _id: `e2e-${role}`,
    name: `E2E ${role[0]!.toUpperCase()}${role.slice(1)}`,
    email: `e2e-${role}@example.com`,
    role,
    isProfileComplete: true,
    token: `e2e-fake-token-${role}`,
  };
  await page.addInitScript((value) => {
    window.localStorage.setItem('userInfo', JSON.stringify(value));
    window.localStorage.setItem('token', value.token);
  }, session);
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 200, json: { data: [] }, headers: { 'X-Total-Count': '0' } }),
  );
}
