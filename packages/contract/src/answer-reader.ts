import { Status } from './envelope.js';
import type { Endpoint, ResponseOf } from './endpoint.js';
import { noticeSchema, type ReceivedNotice } from './notices.js';

/** The message of a call whose answer says nothing readable. */
export const REQUEST_FAILED = 'Request failed';
/** The message of an OK answer whose data is missing or not what the contract says. */
export const MISSING_DATA = 'Missing request data';

/** What an answer's envelope said, whether it succeeded or not (an event for observers). */
export interface AnswerEnvelope {
  /** The envelope status: 1 OK, 0 failure, 2 session problem, -1 re-login. */
  status: number;
  message: string | undefined;
  notice: ReceivedNotice | undefined;
}

/**
 * How a call failed, as an API client's error carries it: `envelope` when the server answered
 * with a non-OK status, `invalid-response` when the answer could not be read.
 */
export interface AnswerFailure {
  kind: 'envelope' | 'invalid-response';
  status: number;
  message: string;
  /** The server's message as a notice, for showing it in the reader's language. */
  notice?: ReceivedNotice | undefined;
  httpStatus: number;
  errors?: Record<string, string[]> | undefined;
  cause?: unknown;
}

/** An answer read against its endpoint: its data, or why there is none. */
export type ReadAnswer<E extends Endpoint> = {
  /** What the envelope said; absent when the body was no envelope. */
  envelope: AnswerEnvelope | undefined;
} & (
  | {
      ok: true;
      data: ResponseOf<E>;
      message: string | undefined;
      notice: ReceivedNotice | undefined;
    }
  | { ok: false; failure: AnswerFailure }
);

interface RawEnvelope {
  status: number;
  message?: unknown;
  notice?: unknown;
  data?: unknown;
  errors?: unknown;
}

function rawEnvelope(json: unknown): RawEnvelope | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { status } = json as { status?: unknown };
  return typeof status === 'number' ? (json as RawEnvelope) : undefined;
}

/**
 * Reads a call's answer (its HTTP status and parsed JSON body, undefined when the body was not
 * JSON) as the contract says it must be: an envelope whose status is OK and whose data parses
 * with the endpoint's response schema. Every web client of the API reads answers here.
 */
export function readAnswer<E extends Endpoint>(
  endpoint: E,
  httpStatus: number,
  json: unknown,
): ReadAnswer<E> {
  const ok = httpStatus >= 200 && httpStatus < 300;
  const raw = rawEnvelope(json);
  if (!raw) {
    const message = ok ? MISSING_DATA : REQUEST_FAILED;
    return {
      envelope: undefined,
      ok: false,
      failure: { kind: 'invalid-response', status: Status.failure, message, httpStatus },
    };
  }
  const message = typeof raw.message === 'string' ? raw.message : undefined;
  const parsedNotice = noticeSchema.safeParse(raw.notice);
  const notice = parsedNotice.success ? parsedNotice.data : undefined;
  const envelope = { status: raw.status, message, notice };
  if (raw.status !== Status.ok || !ok) {
    const failure: AnswerFailure = {
      kind: 'envelope',
      status: raw.status === Status.ok ? Status.failure : raw.status,
      message: message ?? REQUEST_FAILED,
      notice: message === undefined ? undefined : notice,
      httpStatus,
      errors: raw.errors as Record<string, string[]> | undefined,
    };
    return { envelope, ok: false, failure };
  }
  const parsed = endpoint.response.safeParse(raw.data === undefined ? null : raw.data);
  if (!parsed.success) {
    const failure: AnswerFailure = {
      kind: 'invalid-response',
      status: Status.failure,
      message: MISSING_DATA,
      httpStatus,
      cause: parsed.error,
    };
    return { envelope, ok: false, failure };
  }
  return { envelope, ok: true, data: parsed.data as ResponseOf<E>, message, notice };
}
