function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.code && codes.includes(current.code)) return true;
  }
  return false;
}

/** True when a database error (or its cause) is a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ['23505']);
}

/**
 * True when PostgreSQL refused text it cannot store: a NUL character in a text value (22021) or in JSON
 * (22P05). Valid JSON and valid zod strings may carry one, so it is bad input, not a server failure.
 */
export function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, ['22021', '22P05']);
}

/**
 * True when PostgreSQL refused a value's text representation (22P02), e.g. a lone surrogate in a jsonb
 * value: bad input only when the request carried such text (the error handler checks that).
 */
export function isInvalidTextRepresentation(error: unknown): boolean {
  return hasSqlState(error, ['22P02']);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, so it is "not found" without a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
