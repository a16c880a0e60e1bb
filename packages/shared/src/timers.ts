/** In milliseconds unless named otherwise. */
export const TIMERS = {
  redirectDelay: 2000,
  successClear: 3000,
  errorClear: 5000,
  contactSuccessClear: 5000,
} as const;

/** Per IP address per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
