import type { FastifyError, FastifyInstance } from 'fastify';
import { Status, type ErrorBody } from '@marquee/contract';
import type { z } from 'zod';

/** A failure a service reports on purpose: its message is shown to the person. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly bodyStatus: ErrorBody['status'] = Status.failure,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, Status.failure, errors);
export const notFound = (message: string) => new HttpError(404, message);
/** The session is gone: the client warns, logs out and checks its device token. */
export const sessionEnded = (message = 'Your session has ended. Please log in again.') =>
  new HttpError(401, message, Status.session);

/** Turns zod issues into `{ field: [messages] }` and one readable sentence. */
export function validationError(where: 'query' | 'body' | 'path', error: z.ZodError): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? formatPath(issue.path) : where;
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.entries(errors)[0];
  const message = first ? `Invalid ${where}: ${first[0]} ${first[1][0]}` : `Invalid ${where}`;
  return badRequest(message, errors);
}

function formatPath(path: PropertyKey[]): string {
  return path.map((part, index) => (index === 0 ? String(part) : `[${String(part)}]`)).join('');
}

/** One error handler: known failures keep their message, anything else hides its details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { status: error.bodyStatus, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ status: Status.failure, message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      status: Status.failure,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
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
    default:
      return error.message || 'The request could not be handled.';
  }
}
