import { ERROR_CODES, type ErrorBody, MESSAGES } from '@mentorbridge/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database';
import { isInvalidTextRepresentation, isUnstorableText } from '../db/errors';
import { AppError } from '../errors';
import { hasUnpairedSurrogate } from './unpaired-surrogates';

const WHERE: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameter',
  headers: 'Header',
};

const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.VALIDATION_ERROR, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.VALIDATION_ERROR,
    message: 'The request body is not valid JSON.',
  },
};

function validationBody(
  error: FastifyError & { validation: Array<{ instancePath: string; message?: string; keyword?: string }> },
) {
  const where = WHERE[error.validationContext ?? 'body'] ?? 'Request';
  const errors = error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A whole-object rule (e.g. a wizard step) keeps its sentence; a missing or mistyped object gets ours.
    const isShapeError = !path && issue.keyword === 'invalid_type';
    return { path, message: isShapeError || !issue.message ? `${where} is invalid` : issue.message };
  });
  return { message: errors[0]?.message ?? MESSAGES.invalidInput, code: ERROR_CODES.VALIDATION_ERROR, errors };
}

/** A 5xx never carries internals: the details go to the log with the request id. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (framework) {
      return reply.status(error.statusCode ?? 400).send({ message: framework.message, code: framework.code });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ message: error.message || MESSAGES.tooManyRequests, code: ERROR_CODES.RATE_LIMITED });
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({ message: MESSAGES.nulCharacter, code: ERROR_CODES.VALIDATION_ERROR });
    }
    // Only when the body holds a lone surrogate, so a 22P02 of our own making still shows as a 500.
    if (isInvalidTextRepresentation(error) && hasUnpairedSurrogate(request.body)) {
      return reply
        .status(400)
        .send({ message: MESSAGES.unpairedSurrogate, code: ERROR_CODES.VALIDATION_ERROR });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: MESSAGES.unavailable, code: ERROR_CODES.SERVICE_UNAVAILABLE });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected failure');
    const body: ErrorBody = { message: MESSAGES.internal, code: ERROR_CODES.INTERNAL_ERROR };
    return reply.status(500).send(body);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    code: ERROR_CODES.NOT_FOUND,
  });
}
