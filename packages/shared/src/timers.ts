/** Delays and limits of part 1 section 9, in milliseconds unless named otherwise. */
export const TIMERS = {
  redirectDelay: 2000,
  successClear: 3000,
  errorClear: 5000,
  contactSuccessClear: 5000,
} as const;

/** Contact messages allowed per IP address per hour (server-rules, Contact). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
