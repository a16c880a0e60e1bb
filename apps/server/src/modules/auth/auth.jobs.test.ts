import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { authJobs } from './auth.jobs';
import { insertLoginFailures, insertOauthState, insertPendingSignup } from './auth.repository';
import { registerGoogleUser } from './google.service';

async function count(app: Awaited<ReturnType<typeof createTestApp>>['app'], table: string) {
  const result = await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('short-lived sign-in state', async () => {
  const { app, clock } = await createTestApp();

  it('refuses a pending Google sign-up older than 10 minutes', async () => {
    await insertPendingSignup(app.ctx.db, {
      id: 'a'.repeat(32),
      googleId: 'g-late',
      email: 'late@example.com',
      name: 'Late',
      expiresAt: new Date(clock.now().getTime() + 10 * 60 * 1000),
    });
    clock.advance(10 * 60 * 1000 + 1);
    await expect(registerGoogleUser(app.ctx, 'a'.repeat(32), 'student')).rejects.toThrow(
      'Registration session expired. Please sign in with Google again.',
    );
  });

  it('the cleanup job drops expired failures, sign-ups and states and keeps live ones', async () => {
    const now = clock.now();
    const later = new Date(now.getTime() + 60_000);
    const earlier = new Date(now.getTime() - 60_000);
    await insertLoginFailures(
      app.ctx.db,
      ['email:old@example.com'],
      new Date(now.getTime() - 16 * 60 * 1000),
    );
    await insertLoginFailures(app.ctx.db, ['email:new@example.com'], now);
    await insertPendingSignup(app.ctx.db, {
      id: 'old',
      googleId: 'g1',
      email: 'o@x.test',
      name: 'O',
      expiresAt: earlier,
    });
    await insertPendingSignup(app.ctx.db, {
      id: 'live',
      googleId: 'g2',
      email: 'l@x.test',
      name: 'L',
      expiresAt: later,
    });
    await insertOauthState(app.ctx.db, { state: 'old', nonce: 'n', codeVerifier: 'v', expiresAt: earlier });
    await insertOauthState(app.ctx.db, { state: 'live', nonce: 'n', codeVerifier: 'v', expiresAt: later });

    const [job] = authJobs(app.ctx);
    await job!.run();
    expect(await count(app, 'login_failures')).toBe(1);
    expect(await count(app, 'pending_google_signups')).toBe(1);
    expect(await count(app, 'oauth_states')).toBe(1);
  });
});
