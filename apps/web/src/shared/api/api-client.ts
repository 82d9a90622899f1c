import {
  DEVICE_WEB,
  Header,
  Status,
  TENANT_GENERAL,
  buildPath,
  REQUEST_FAILED,
  readAnswer,
  toBracketQuery,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryObject,
  type QueryOf,
  type ReceivedNotice,
  type ResponseOf,
} from '@marquee/contract';
import { API_BASE } from '../config/env';
import { getDeviceUid, storage } from '../storage/storage';
import { ApiError } from './api-error';

export interface RequestOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Extra headers for this call (login adds Authorization, Device-Model, App-Version). */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (analytics and progress sent on pagehide). */
  keepalive?: boolean;
}

/** What the client saw in a response body's envelope; the session feature acts on it. */
export interface EnvelopeEvent {
  status: number;
  message: string | undefined;
  /** The message's key and params, for showing it in the reader's language. */
  notice: ReceivedNotice | undefined;
  httpStatus: number;
  endpoint: Endpoint;
}

export type EnvelopeListener = (event: EnvelopeEvent) => void;

const listeners = new Set<EnvelopeListener>();

/** Observes the envelope status of every response; returns the unsubscribe function. */
export function onEnvelope(listener: EnvelopeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Builds the full URL of a call: base, path parameters and bracket-style query. */
export function buildUrl<E extends Endpoint>(endpoint: E, options: RequestOptions<E> = {}): string {
  const path = buildPath(endpoint.path, options.params ?? {});
  const query = options.query ? toBracketQuery(options.query) : '';
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

/** The headers every request carries (spec: access §7). */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.device]: DEVICE_WEB,
    [Header.tenant]: TENANT_GENERAL,
    [Header.acceptLanguage]: storage.language.get(),
    [Header.uid]: getDeviceUid(),
    Accept: 'application/json',
  };
  const user = storage.user.get();
  if (user) headers[Header.token] = user.device.token;
  return headers;
}

function encodeBody<E extends Endpoint>(endpoint: E, body: unknown, headers: Headers): BodyInit {
  if (endpoint.bodyEncoding === 'form') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return toBracketQuery(body as QueryObject);
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface EnvelopeText {
  message: string | undefined;
  notice: ReceivedNotice | undefined;
}

/** A successful answer: `data` checked by the endpoint's schema, and what the envelope says. */
export interface ApiAnswer<E extends Endpoint> extends EnvelopeText {
  data: ResponseOf<E>;
}

/**
 * Calls one contract endpoint: sends the common headers, reads the `{ status, message, data }`
 * envelope and returns `data` checked by the endpoint's response schema, or throws an ApiError.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<ResponseOf<E>> {
  return (await apiRequestWithMessage(endpoint, options)).data;
}

/** Like `apiRequest`, for calls whose answer is worth its message (rent, rate, recovery). */
export async function apiRequestWithMessage<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<ApiAnswer<E>> {
  const headers = new Headers({ ...commonHeaders(), ...options.headers });
  const hasBody = options.body !== undefined && endpoint.method !== 'GET';
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    body: hasBody ? encodeBody(endpoint, options.body, headers) : null,
    signal: options.signal ?? null,
    keepalive: options.keepalive ?? false,
  };

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, options), init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({
      kind: 'network',
      status: Status.failure,
      message: REQUEST_FAILED,
      httpStatus: 0,
      cause: error,
    });
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (isAbort(error)) throw error;
    json = undefined;
  }
  const answer = readAnswer(endpoint, response.status, json);
  if (answer.envelope) {
    const event = { ...answer.envelope, httpStatus: response.status, endpoint };
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // An observer's bug must not turn a good answer into a failed call.
        console.error(error);
      }
    }
  }
  if (!answer.ok) throw new ApiError(answer.failure);
  return { data: answer.data, message: answer.message, notice: answer.notice };
}
