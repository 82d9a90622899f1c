import { Status, type AnswerFailure, type ReceivedNotice } from '@marquee/contract';

/**
 * How a call failed: `envelope` when the server answered with a non-OK body status,
 * `network` when no answer came, `invalid-response` when the answer could not be read.
 */
export type ApiErrorKind = 'envelope' | 'network' | 'invalid-response';

/** What an ApiError is made of: a failure read from an answer (the contract's), or none came. */
export type ApiErrorInit = Omit<AnswerFailure, 'kind'> & { kind: ApiErrorKind };

/** A failed API call, carrying the envelope status and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope status: 0 failure, 2 session problem, -1 re-login; 0 when there was no body. */
  readonly status: number;
  /** The HTTP status, or 0 when the request never got an answer. */
  readonly httpStatus: number;
  /** Field errors, when the server sent them. */
  readonly errors: Record<string, string[]> | undefined;
  /** The key and params of the server's message, when it sent them. */
  readonly notice: ReceivedNotice | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.errors = init.errors;
    this.notice = init.notice;
  }

  /** True when the server itself said why (its message is worth showing). */
  get hasServerMessage(): boolean {
    return this.kind === 'envelope' && this.status !== Status.ok;
  }
}

/** Narrows an unknown error to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
