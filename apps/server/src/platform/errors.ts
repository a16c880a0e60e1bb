import { ERROR_CODES, type ErrorBody, type ErrorCode, MESSAGES } from '@mentorbridge/shared';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The one error type services throw; the error handler turns it into the error body. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly errors?: ErrorBody['errors'],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  retryAfterSeconds?: number;

  static tooManyRequests(message: string, retryAfterMs: number): AppError {
    const error = new AppError(ERROR_CODES.RATE_LIMITED, message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return error;
  }

  toBody(): ErrorBody & Record<string, unknown> {
    return {
      ...this.extra,
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(ERROR_CODES.NOT_FOUND, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(ERROR_CODES.CONFLICT, message, extra);
export const forbidden = (message: string = MESSAGES.forbidden, extra?: Record<string, unknown>) =>
  new AppError(ERROR_CODES.FORBIDDEN, message, extra);
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError(ERROR_CODES.VALIDATION_ERROR, message, extra);
