import { z } from 'zod';

/** Machine-readable codes in every error body; the HTTP status goes with the code. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The one error body every failing API call answers with. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The code is void or expired: the user must ask for a new one. */
  expired: z.boolean().optional(),
  /** With `expired`: the code was voided by too many wrong tries, not by its age. */
  tooManyAttempts: z.boolean().optional(),
  /** Sign-in refused until the e-mail address is verified. */
  requiresVerification: z.boolean().optional(),
  email: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
