import { PROFILE_BOUNDS, PROFILE_MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile, studentProfilePayload } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';

describe('a student’s target companies and roles', async () => {
  const { app } = await createTestApp();
  const student = await createUserWithProfile(app, 'student');
  const headers = bearer(student.token);
  const save = (patch: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/profile/student',
      headers,
      payload: studentProfilePayload(patch),
    });
  const tenOf = (word: string) =>
    Array.from({ length: PROFILE_BOUNDS.targetItems }, (_, index) => `${word} ${index + 1}`);

  it('saves a full list of each, and reads them back', async () => {
    const saved = await save({
      preferredCompanies: tenOf('Company'),
      targetRoles: ['Data Engineer', ' SDE '],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      preferredCompanies: tenOf('Company'),
      targetRoles: ['Data Engineer', 'SDE'],
    });
    const read = await app.inject({ method: 'GET', url: '/api/profile/student', headers });
    expect(read.json().profile.targetRoles).toEqual(['Data Engineer', 'SDE']);
  });

  it('are optional: a profile without them is complete', async () => {
    const saved = await save({ preferredCompanies: [], targetRoles: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isProfileComplete: true, profile: { targetRoles: [] } });
  });

  it.each([
    [{ preferredCompanies: [...tenOf('Company'), 'One more'] }, PROFILE_MESSAGES.targetCompaniesMax],
    [{ targetRoles: [...tenOf('Role'), 'One more'] }, PROFILE_MESSAGES.targetRolesMax],
    [{ preferredCompanies: ['C'.repeat(101)] }, 'Must be at most 100 characters'],
    [{ targetRoles: ['R'.repeat(101)] }, 'Must be at most 100 characters'],
  ])('refuses %o', async (patch, message) => {
    const response = await save(patch);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });

  it('takes a company name of 100 characters', async () => {
    const saved = await save({ preferredCompanies: ['C'.repeat(100)] });
    expect(saved.statusCode).toBe(200);
  });
});
