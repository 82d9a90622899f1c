import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Status, bracketPath, issuesByField, type ErrorBody } from '@marquee/contract';
import type { z } from 'zod/mini';

/** A failure a service reports on purpose: its message is shown to the person. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly bodyStatus: ErrorBody['status'] = Status.failure,
    readonly errors?: Record<string, string[]>,
    /** Seconds before trying again is worth it; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, Status.failure, errors);
export const notFound = (message: string) => new HttpError(404, message);
/** Refused for now after repeated failures; Retry-After says for how long. */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, Status.failure, undefined, retryAfterSeconds);
/** The session is gone: the client warns, logs out and checks its device token. */
export const sessionEnded = (message = 'Your session has ended. Please log in again.') =>
  new HttpError(401, message, Status.session);

/** Turns zod issues into `{ field: [messages] }` and one readable sentence. */
export function validationError(
  where: 'query' | 'body' | 'path',
  error: z.core.$ZodError,
): HttpError {
  // Issues about the value as a whole come under '': name them after the part of the request.
  const errors = Object.fromEntries(
    Object.entries(issuesByField(error)).map(([field, messages]) => [field || where, messages]),
  );
  const first = Object.entries(errors)[0];
  const message = first ? `Invalid ${where}: ${first[0]} ${first[1][0]}` : `Invalid ${where}`;
  return badRequest(message, errors);
}

/** One field's failure, worded like `validationError`. */
export function fieldError(
  where: 'query' | 'body' | 'path',
  path: PropertyKey[],
  message: string,
): HttpError {
  const field = path.length > 0 ? bracketPath(path) : where;
  return badRequest(`Invalid ${where}: ${field} ${message}`, { [field]: [message] });
}

/** One error handler: known failures keep their message, anything else hides its details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);
}

/**
 * Sends an error in the envelope. Also Fastify's `frameworkErrors` hook: a URL with a broken
 * %-escape or an overlong path parameter is refused before routing, outside the error handler.
 */
export function replyWithError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = errorResponse(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
    void reply.header('Retry-After', String(error.retryAfterSeconds));
  }
  // A reply is thenable, but nothing waits for the error to be written.
  void reply.code(statusCode).send(body);
}

function errorResponse(error: FastifyError | HttpError): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { status: error.bodyStatus, message: error.message };
    if (error.errors) body.errors = error.errors;
    return { statusCode: error.statusCode, body };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, body: { status: Status.failure, message: clientMessage(error) } };
  }
  return {
    statusCode: 500,
    body: {
      status: Status.failure,
      message: 'Something went wrong on our side. Please try again.',
    },
  };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as JSON or as a form.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_BAD_URL':
      return 'The address is not a valid URL: check its %-escapes.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long.';
    default:
      return error.message || 'The request could not be handled.';
  }
}
