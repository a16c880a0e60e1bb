import { alumniProfileSchema, studentProfileSchema } from '@mentorbridge/shared';
import { createAlumniProfileResponse, createStudentProfileResponse } from '@test/profile-fixtures';
import { describe, expect, it } from 'vitest';
import { toAlumniBody, toAlumniFormValues, toStudentBody, toStudentFormValues } from './profile-fields';
import { createProfileResolver } from './profile-resolver';

const resolve = async <T extends Record<string, string>>(
  resolver: ReturnType<typeof createProfileResolver<T>>,
  values: T,
) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('createProfileResolver', () => {
  const student = createProfileResolver(studentProfileSchema, toStudentBody);

  it('passes a valid profile', async () => {
    const values = toStudentFormValues(createStudentProfileResponse().profile);
    expect((await resolve(student, values)).errors).toEqual({});
  });

  it("puts the shared schema's messages on their fields", async () => {
    const values = {
      ...toStudentFormValues(createStudentProfileResponse().profile),
      cgpa: '10.5',
      linkedinProfile: 'not a link',
    };
    const { errors } = await resolve(student, values);
    expect(errors.cgpa?.message).toBe('CGPA must be between 0 and 10');
    expect(errors.linkedinProfile?.message).toBe('Please enter a valid URL');
  });

  it('leaves the whole-profile step rules to the wizard', async () => {
    const { errors } = await resolve(student, toStudentFormValues(undefined));
    expect(errors).toEqual({});
  });

  it("reports each missing alumni input as '<Label> is required'", async () => {
    const alumni = createProfileResolver(alumniProfileSchema, toAlumniBody);
    const values = {
      ...toAlumniFormValues(createAlumniProfileResponse().profile),
      collegeCode: '',
      bio: ' ',
    };
    const { errors } = await resolve(alumni, values);
    expect(errors.collegeCode?.message).toBe('College Code is required');
    expect(errors.bio?.message).toBe('Bio is required');
    expect(errors.firstName).toBeUndefined();
  });
});
