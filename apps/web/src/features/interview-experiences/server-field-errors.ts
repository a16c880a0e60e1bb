import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Paths outside the form's own fields are left to the dialog's message. */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): void {
  if (!(error instanceof ApiError)) return;
  const values = form.getValues() as Record<string, unknown>;
  for (const fieldError of error.errors ?? []) {
    const top = fieldError.path.split('.')[0];
    if (!top || !(top in values)) continue;
    form.setError(fieldError.path as FieldPath<Values>, { message: fieldError.message });
  }
}
