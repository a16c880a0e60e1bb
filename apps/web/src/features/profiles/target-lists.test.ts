import { PROFILE_BOUNDS, PROFILE_MESSAGES, studentProfileSchema } from '@mentorbridge/shared';
import { createStudentProfileResponse } from '@test/profile-fixtures';
import { describe, expect, it } from 'vitest';
import { toStudentBody, toStudentFormValues } from './profile-fields';
import { createProfileResolver } from './profile-resolver';

const resolver = createProfileResolver(studentProfileSchema, toStudentBody);
const resolve = (values: ReturnType<typeof toStudentFormValues>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const stored = () => toStudentFormValues(createStudentProfileResponse().profile);

describe('target companies and roles in the student form', () => {
  it('edit as comma-separated text and are sent as lists', () => {
    const values = {
      ...stored(),
      preferredCompanies: 'Google, , Razorpay ',
      targetRoles: 'Data Engineer, SDE',
    };
    expect(stored().targetRoles).toBe('Frontend Developer');
    expect(toStudentBody(values)).toMatchObject({
      preferredCompanies: ['Google', 'Razorpay'],
      targetRoles: ['Data Engineer', 'SDE'],
    });
  });

  it('are optional', async () => {
    expect((await resolve({ ...stored(), preferredCompanies: '', targetRoles: '' })).errors).toEqual({});
  });

  it('refuse more than the allowed names, or a name over 100 characters, on their own field', async () => {
    const eleven = Array.from({ length: PROFILE_BOUNDS.targetItems + 1 }, (_, index) => `Name ${index}`).join(
      ', ',
    );
    const { errors } = await resolve({
      ...stored(),
      preferredCompanies: eleven,
      targetRoles: 'R'.repeat(101),
    });
    expect(errors.preferredCompanies?.message).toBe(PROFILE_MESSAGES.targetCompaniesMax);
    expect(errors.targetRoles?.message).toBe('Must be at most 100 characters');
  });
});
