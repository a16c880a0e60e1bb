import { type SQL, sql } from 'drizzle-orm';

/** Written by PostgreSQL, so raw statements read the same on PGlite and node-postgres. */
export const isoText = (expression: SQL) =>
  sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
