import {
  REQUEST_FAILED,
  Status,
  buildPath,
  readAnswer,
  toBracketQuery,
  type AnswerFailure,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ReceivedNotice,
  type ResponseOf,
} from '@marquee/contract';
import { interfaceLanguage } from '@/i18n/i18n';
import { studioSession } from '@/session/studio-session';

/** Where the API is mounted: the same origin as the console. */
const API_BASE = '/api';

/** A studio call that failed: no answer (`network`), a refusal, or an unreadable answer. */
export class StudioApiError extends Error {
  override readonly name = 'StudioApiError';
  readonly kind: AnswerFailure['kind'] | 'network';
  readonly httpStatus: number;
  readonly status: number;
  readonly notice: ReceivedNotice | undefined;
  /** Field errors, when the server sent them. */
  readonly errors: Record<string, string[]> | undefined;

  constructor(failure: Omit<AnswerFailure, 'kind'> & { kind: StudioApiError['kind'] }) {
    super(failure.message, failure.cause === undefined ? undefined : { cause: failure.cause });
    this.kind = failure.kind;
    this.httpStatus = failure.httpStatus;
    this.status = failure.status;
    this.notice = failure.notice;
    this.errors = failure.errors;
  }
}

/** The field errors a failed call's answer gave, if any. */
export const fieldErrorsOf = (error: unknown): Record<string, string[]> | undefined =>
  error instanceof StudioApiError ? error.errors : undefined;

export interface StudioRequestOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

/** A studio call's data with the message the server sent beside it, if any. */
export interface StudioAnswer<E extends Endpoint> {
  data: ResponseOf<E>;
  message: string | undefined;
  notice: ReceivedNotice | undefined;
}

/**
 * Makes a studio call as the contract declares it, with the operator's Bearer token and the
 * interface language, and returns its data. A 401 ends the session here: the console goes back
 * to its login page.
 */
export async function studioRequest<E extends Endpoint>(
  endpoint: E,
  options: StudioRequestOptions<E> = {},
): Promise<ResponseOf<E>> {
  return (await studioAnswer(endpoint, options)).data;
}

/** A studio call as `studioRequest` makes it, keeping the server's message of a success. */
export async function studioAnswer<E extends Endpoint>(
  endpoint: E,
  options: StudioRequestOptions<E> = {},
): Promise<StudioAnswer<E>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': interfaceLanguage(),
  };
  const token = studioSession.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined && endpoint.method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const path = buildPath(endpoint.path, options.params ?? {});
  const query = options.query ? toBracketQuery(options.query) : '';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${query ? `?${query}` : ''}`, {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const failure = { status: Status.failure, message: REQUEST_FAILED, httpStatus: 0 };
    throw new StudioApiError({ kind: 'network', ...failure, cause: error });
  }
  const json: unknown = await response.json().catch(() => undefined);
  const answer = readAnswer(endpoint, response.status, json);
  if (answer.ok) return { data: answer.data, message: answer.message, notice: answer.notice };
  if (answer.failure.httpStatus === 401 && token) studioSession.end();
  throw new StudioApiError(answer.failure);
}
