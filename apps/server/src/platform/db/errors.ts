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

export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ['23505']);
}

/** 23P01: a row an exclusion constraint refuses, e.g. two booked sessions of one alumni that overlap. */
export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, ['23P01']);
}

/** A NUL in text (22021) or JSON (22P05): valid JSON and zod strings may carry one, so it is bad input. */
export function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, ['22021', '22P05']);
}

/** 22P02, e.g. a lone surrogate in jsonb: bad input only when the request carried such text. */
export function isInvalidTextRepresentation(error: unknown): boolean {
  return hasSqlState(error, ['22P02']);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
