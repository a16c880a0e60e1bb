import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface ProfileSchema {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }> };
      };
}

/** The server's own schema; whole-profile issues (path []) are left to the wizard's step messages. */
export function createProfileResolver<TValues extends FieldValues>(
  schema: ProfileSchema,
  toBody: (values: TValues) => unknown,
): Resolver<TValues> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || errors[field]) continue;
      errors[field] = { type: issue.code, message: issue.message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
