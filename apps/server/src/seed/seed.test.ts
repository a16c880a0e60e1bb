import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../modules/auth/auth.seed';
import { EXTRA_ALUMNI } from '../modules/profiles/profiles.seed';
import { formatSeedReport, seedDemoData } from './seed';

describe('demo data', async () => {
  const { app } = await createTestApp();

  it('seeds once, prints the logins, and the demo campus works through the API', async () => {
    const report = await seedDemoData(app.ctx);
    expect(report.seeded).toBe(true);
    const printed = formatSeedReport(report);
    for (const account of DEMO_ACCOUNTS)
      expect(printed).toContain(`${account.email}  password: ${account.password}`);
    expect((await seedDemoData(app.ctx)).seeded).toBe(false);

    const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
    const session = await signIn(app, student.email, student.password);
    expect(session.isProfileComplete).toBe(true);
    const directory = await app.inject({
      method: 'GET',
      url: '/api/users/alumni?limit=5',
      headers: bearer(session.token),
    });
    expect(Number(directory.headers['x-total-count'])).toBe(EXTRA_ALUMNI + 3);
    const [first] = directory.json();
    if (first.profile.avatar) {
      expect((await app.inject({ method: 'GET', url: first.profile.avatar })).statusCode).toBe(200);
    }
    const filters = (
      await app.inject({ method: 'GET', url: '/api/users/alumni/filters', headers: bearer(session.token) })
    ).json();
    expect(filters.colleges.length).toBeGreaterThanOrEqual(5);
    expect(filters.companies.length).toBeGreaterThanOrEqual(8);
    expect(filters.branches.length).toBeGreaterThanOrEqual(5);

    const requests = (
      await app.inject({
        method: 'GET',
        url: '/api/mentorship-requests/student',
        headers: bearer(session.token),
      })
    ).json();
    expect(requests.map((entry: { status: string }) => entry.status).sort()).toEqual([
      'accepted',
      'pending',
      'rejected',
    ]);

    const bookings = (
      await app.inject({
        method: 'GET',
        url: '/api/alumni-features/my-bookings',
        headers: bearer(session.token),
      })
    ).json().data;
    expect(bookings.map((booking: { status: string }) => booking.status).sort()).toEqual([
      'Completed',
      'Confirmed',
    ]);
    const open = (
      await app.inject({
        method: 'GET',
        url: '/api/alumni-features/workshops',
        headers: bearer(session.token),
      })
    ).json().data;
    expect(open.map((workshop: { title: string }) => workshop.title)).toEqual([
      'System Design for New Grads',
      'Resume Clinic',
    ]);

    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    expect((await signIn(app, admin.email, admin.password)).role).toBe('admin');
  });
});
