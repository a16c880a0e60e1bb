import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile } from '../../../test/factories';
import { answersSent } from '../../../test/kept-answers';
import { secondInstance, within } from '../../../test/second-instance';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { isKept } from '../../platform/cache/kept-values';
import type { AppInstance } from '../../platform/context';

async function names(app: AppInstance, token: string, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/users/alumni?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ name: string }>).map((item) => item.name);
}

async function companies(app: AppInstance, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/users/alumni/filters',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { companies: string[] }).companies;
}

describe('directory: kept pages', async () => {
  const { app } = await createTestApp();
  const reader = await createUserWithProfile(app, 'student');
  const alumni = await createUserWithProfile(app, 'alumni', {
    firstName: 'Keptpage',
    lastName: 'One',
    currentCompany: 'Keptcorp',
  });

  it('answer a page and the filters read before with no statement', async () => {
    expect(await names(app, reader.token, 'q=Keptpage')).toEqual(['Keptpage One']);
    expect(await companies(app, reader.token)).toContain('Keptcorp');
    expect(await statementsOf(app, () => names(app, reader.token, 'q=Keptpage'))).toBe(0);
    expect(await statementsOf(app, () => companies(app, reader.token))).toBe(0);
  });

  it('are read again once a profile changes outside any request (a job, another instance)', async () => {
    expect(await companies(app, reader.token)).toContain('Keptcorp');
    await app.ctx.db.execute(
      sql`update alumni_profiles set current_company = 'Keptcorp Renamed' where user_id = ${alumni.id}`,
    );
    await app.ctx.cache.settled();
    expect(await companies(app, reader.token)).toContain('Keptcorp Renamed');
    await app.ctx.db.execute(sql`update users set is_active = false where id = ${alumni.id}`);
    await app.ctx.cache.settled();
    expect(await names(app, reader.token, 'q=Keptpage')).toEqual([]);
  });

  it('are read again once an alumni’s responsiveness changes (the expiry job pauses them)', async () => {
    const paused = await createUserWithProfile(app, 'alumni', { firstName: 'Keptpause', lastName: 'One' });
    const card = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/alumni?q=Keptpause',
        headers: bearer(reader.token),
      });
      return response.json()[0].responsiveness as { isAcceptingRequests: boolean };
    };
    expect((await card()).isAcceptingRequests).toBe(true);
    // As the auto-archive job does it: no request, only the table change's notification empties the page.
    await app.ctx.db.execute(
      sql`update mentor_responsiveness set paused_at = now() where user_id = ${paused.id}`,
    );
    await app.ctx.cache.settled();
    expect((await card()).isAcceptingRequests).toBe(false);
  });
});

describe('directory: the instance that answered a write lists it at once', async () => {
  const { app } = await createTestApp();
  const reader = await createUserWithProfile(app, 'student');

  it('lists a profile saved through a request on the next read', async () => {
    await createUserWithProfile(app, 'alumni', { firstName: 'Firstsave', lastName: 'One' });
    expect(await names(app, reader.token, 'q=Firstsave')).toEqual(['Firstsave One']);
    await createUserWithProfile(app, 'alumni', { firstName: 'Firstsave', lastName: 'Two' });
    expect((await names(app, reader.token, 'q=Firstsave')).sort()).toEqual([
      'Firstsave One',
      'Firstsave Two',
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('directory: pages on two instances', async () => {
  const a = await createTestApp();
  const b = await secondInstance(a);
  const reader = await createUserWithProfile(a.app, 'student');

  it('a profile saved on one instance reaches the other’s kept page and filters', async () => {
    await createUserWithProfile(a.app, 'alumni', { firstName: 'Twoplace', lastName: 'One' });
    expect(await names(b, reader.token, 'q=Twoplace')).toEqual(['Twoplace One']);
    expect(await companies(b, reader.token)).not.toContain('Twoplacecorp');
    await createUserWithProfile(a.app, 'alumni', {
      firstName: 'Twoplace',
      lastName: 'Two',
      currentCompany: 'Twoplacecorp',
    });
    expect(await within(2_000, async () => (await names(b, reader.token, 'q=Twoplace')).length === 2)).toBe(
      true,
    );
    expect(await within(2_000, async () => (await companies(b, reader.token)).includes('Twoplacecorp'))).toBe(
      true,
    );
  });
});

describe('directory: the kept page itself is sent', async () => {
  const answers = answersSent('/api/users/alumni?');
  const { app } = await createTestApp({ beforeReady: answers.record });
  const reader = await createUserWithProfile(app, 'student');
  const other = await createUserWithProfile(app, 'student');
  await createUserWithProfile(app, 'alumni', { firstName: 'Sentpage', lastName: 'One' });

  it('to every reader, so its bytes are written (and compressed) once', async () => {
    await names(app, reader.token, 'q=Sentpage');
    const kept = answers.last();
    expect(isKept(kept)).toBe(true);
    expect(await names(app, other.token, 'q=Sentpage')).toEqual(['Sentpage One']);
    expect(answers.last()).toBe(kept);
  });
});
