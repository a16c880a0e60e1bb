import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { registerFormSchema, resetFormResolver, toOtpDigits, validateResetForm } from './auth-forms';

const m = AUTH_MESSAGES;

describe('registerFormSchema', () => {
  const valid = {
    name: 'Asha Verma',
    email: ' Asha@Example.edu ',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'student',
  };

  it('accepts matching passwords and normalises the address', () => {
    const result = registerFormSchema.parse(valid);
    expect(result.email).toBe('asha@example.edu');
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: m.passwordsDoNotMatch }),
    ]);
  });

  it('reports a mismatch even while another field is wrong', () => {
    const result = registerFormSchema.safeParse({ ...valid, name: '', confirmPassword: 'other' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      m.nameRequired,
      m.passwordsDoNotMatch,
    ]);
  });

  it('allows only student or alumni', () => {
    const result = registerFormSchema.safeParse({ ...valid, role: 'admin' });
    expect(result.error?.issues[0]?.message).toBe(m.roleInvalid);
  });
});

describe('toOtpDigits', () => {
  it('keeps digits only, at most 6', () => {
    expect(toOtpDigits('12a 3-4')).toBe('1234');
    expect(toOtpDigits('12345678')).toBe('123456');
  });
});

describe('validateResetForm', () => {
  const ok = { otp: '123456', newPassword: 'abcdef', confirmPassword: 'abcdef' };

  it('checks all fields first, then the match, then the length', () => {
    expect(validateResetForm({ otp: '', newPassword: 'a', confirmPassword: 'b' })).toEqual({
      field: 'otp',
      message: m.allFieldsRequired,
    });
    expect(validateResetForm({ ...ok, confirmPassword: ' ' })?.message).toBe(m.allFieldsRequired);
    expect(validateResetForm({ otp: '123456', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      field: 'confirmPassword',
      message: m.passwordsDoNotMatch,
    });
    expect(validateResetForm({ otp: '123456', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      field: 'newPassword',
      message: m.passwordTooShort,
    });
    expect(validateResetForm(ok)).toBeNull();
  });
});

describe('resetFormResolver', () => {
  const resolve = (values: Parameters<typeof validateResetForm>[0]) =>
    resetFormResolver('asha@example.edu')(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('returns the request body when everything is valid', async () => {
    const result = await resolve({ otp: '123456', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(result).toEqual({
      values: {
        email: 'asha@example.edu',
        otp: '123456',
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      },
      errors: {},
    });
  });

  it('asks for a 6-digit OTP after the ordered checks pass', async () => {
    const result = await resolve({ otp: '123', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(result.errors.otp?.message).toBe(m.otpDigits);
  });
});
