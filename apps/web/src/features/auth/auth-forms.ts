import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  type ResetPasswordRequest,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@mentorbridge/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

const m = AUTH_MESSAGES;

export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, { error: 'Please confirm your password' }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Checked even while other fields are still wrong, unless the confirmation itself is empty.
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'confirmPassword'),
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;

export function toOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, AUTH_LIMITS.codeLength);
}

export interface ResetFormValues {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

const RESET_FIELDS = ['otp', 'newPassword', 'confirmPassword'] as const satisfies (keyof ResetFormValues)[];

/** Checks in the order the spec gives them: all fields, then the match, then the length. */
export function validateResetForm(
  values: ResetFormValues,
): { field: keyof ResetFormValues; message: string } | null {
  const empty = RESET_FIELDS.find((field) => values[field].trim() === '');
  if (empty) return { field: empty, message: m.allFieldsRequired };
  if (values.newPassword !== values.confirmPassword) {
    return { field: 'confirmPassword', message: m.passwordsDoNotMatch };
  }
  if (values.newPassword.length < AUTH_LIMITS.passwordMin) {
    return { field: 'newPassword', message: m.passwordTooShort };
  }
  return null;
}

/** The ordered checks first, then the shared request schema for the whole body. */
export function resetFormResolver(email: string): Resolver<ResetFormValues, unknown, ResetPasswordRequest> {
  return (values) => {
    const problem = validateResetForm(values);
    if (problem) {
      const errors: FieldErrors<ResetFormValues> = {
        [problem.field]: { type: 'validate', message: problem.message },
      };
      return { values: {}, errors };
    }
    const parsed = resetPasswordRequestSchema.safeParse({ email, ...values });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<ResetFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = RESET_FIELDS.find((name) => name === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    // An invalid e-mail belongs to step 1; show it on the first field rather than lose it.
    if (Object.keys(errors).length === 0) {
      errors.otp = { type: 'validate', message: parsed.error.issues[0]?.message ?? m.resetFailed };
    }
    return { values: {}, errors };
  };
}
