import { type Placeholder, sql } from 'drizzle-orm';

/**
 * A LIMIT written into the statement's text: a bound LIMIT counts as a tenth of the table in a generic plan,
 * so every execution would be replanned.
 */
export function literalLimit(value: number): Placeholder {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  // Drizzle types LIMIT and OFFSET as a number (bound) or a placeholder; raw SQL is written as it is.
  return sql.raw(String(value)) as unknown as Placeholder;
}
