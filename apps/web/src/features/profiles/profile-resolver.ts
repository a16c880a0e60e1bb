import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod schema this needs: the shared profile schemas fit it. */
interface ProfileSchema {
  safeParse(value: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }> };
      };
}

/**
 * A react-hook-form resolver that checks the form with the same shared schema the server uses (STYLE.md 3),
 * after converting the string inputs to the PUT body. Each field gets its first message. Issues about the
 * whole profile (the student wizard's step rules, path []) are left to the wizard, which shows them per
 * step with the spec's wording.
 */
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
