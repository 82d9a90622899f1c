import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Status,
  bracketPath,
  issuesByField,
  notice,
  noticeText,
  type ErrorBody,
  type Notice,
  type PlainNotice,
} from '@marquee/contract';
import type { z } from 'zod/mini';

/**
 * A failure a service reports on purpose: its notice is shown to the person. The body carries
 * the notice and its English text as `message`; field `errors` stay English texts.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly notice: Notice,
    readonly bodyStatus: ErrorBody['status'] = Status.failure,
    readonly errors?: Record<string, string[]>,
    /** Seconds before trying again is worth it; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(noticeText(notice));
  }
}

export const badRequest = (reason: Notice, errors?: Record<string, string[]>) =>
  new HttpError(400, reason, Status.failure, errors);
export const notFound = (reason: Notice) => new HttpError(404, reason);
/** Refused for now after repeated failures; Retry-After says for how long. */
export const tooManyAttempts = (reason: Notice, retryAfterSeconds: number) =>
  new HttpError(429, reason, Status.failure, undefined, retryAfterSeconds);
/** The session is gone: the client warns, logs out and checks its device token. */
export const sessionEnded = (reason: Notice = notice('sessionEnded')) =>
  new HttpError(401, reason, Status.session);

/**
 * Turns zod issues into `{ field: [messages] }` and one notice, `invalidRequest`. Its `reason`
 * is zod's English text (the contract's schema messages), so that part stays English.
 */
export function validationError(
  where: 'query' | 'body' | 'path',
  error: z.core.$ZodError,
): HttpError {
  // Issues about the value as a whole come under '': name them after the part of the request.
  const errors = Object.fromEntries(
    Object.entries(issuesByField(error)).map(([field, messages]) => [field || where, messages]),
  );
  const first = Object.entries(errors)[0];
  const reason = first
    ? notice('invalidRequest', { where, field: first[0], reason: first[1][0] ?? '' })
    : notice('invalidRequestPart', { where });
  return badRequest(reason, errors);
}

/** One field's failure, worded like `validationError`; the reason is a notice of its own. */
export function fieldError(
  where: 'query' | 'body' | 'path',
  path: PropertyKey[],
  reason: PlainNotice,
): HttpError {
  const field = path.length > 0 ? bracketPath(path) : where;
  return badRequest(notice('invalidRequest', { where, field, reason }), {
    [field]: [noticeText(reason)],
  });
}

/** One error handler: known failures keep their notice, anything else hides its details. */
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
    const body = errorBody(error.notice, error.bodyStatus);
    if (error.errors) body.errors = error.errors;
    return { statusCode: error.statusCode, body };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, body: errorBody(clientNotice(error)) };
  }
  return { statusCode: 500, body: errorBody(notice('serverError')) };
}

/**
 * Fastify's `clientErrorHandler`: a request that Node's HTTP parser cannot read (broken
 * framing, headers too large, too slow to arrive) never reaches Fastify's routing or error
 * handler. It gets the envelope all the same, and its connection is closed.
 */
export function replyToUnreadableRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, notice('headersTooLarge')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, notice('requestTimedOut')]
        : [400, notice('unreadableRequest')];
  const body = JSON.stringify(errorBody(reason));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** The body of a failure: the notice, and its English text as `message`. */
export function errorBody(reason: Notice, status: ErrorBody['status'] = Status.failure): ErrorBody {
  return { status, message: noticeText(reason), notice: reason };
}

function clientNotice(error: FastifyError): Notice {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return notice('invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return notice('unsupportedBody');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return notice('bodyTooLarge');
    case 'FST_ERR_BAD_URL':
      return notice('badUrl');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return notice('urlTooLong');
    default:
      // Fastify's own English text, as it came.
      return error.message
        ? notice('requestRefused', { reason: error.message })
        : notice('requestNotHandled');
  }
}
