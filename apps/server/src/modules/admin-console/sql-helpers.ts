import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as ISO 8601 text in UTC, written by PostgreSQL: raw statements then read the same on
 * PGlite and node-postgres, whose drivers hand timestamps over differently.
 */
export const isoText = (expression: SQL) =>
  sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
