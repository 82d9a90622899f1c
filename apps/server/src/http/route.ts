import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Status,
  noticeText,
  parseBracketQuery,
  type Endpoint,
  type Notice,
  type ResponseOf,
} from '@marquee/contract';
import type { z } from 'zod/mini';
import { parse, parseBody } from './parse-input.js';
import type { AnswerCache } from './answer-cache.js';
import { sendableBody, type SendableBody } from './compression.js';
import { createWeightedLru } from './weighted-lru.js';
import { sendRevalidated, tagJson, type TaggedBody } from './cache-policy.js';
import type { SessionContext } from './session.js';

export interface CallContext<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Data with its own envelope notice, for answers whose notice depends on the outcome. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly notice: Notice,
  ) {}
}

/** Data already serialised as JSON, exactly as `JSON.stringify` would write it. */
export class SerialisedJson {
  constructor(readonly json: string) {}
}

/**
 * An answer the route may take from its answer cache (`RouteOptions.answers`) under `key`, or
 * build, serialise and keep there. `key` must name everything the data is a function of, for
 * this route: the route itself is added to it.
 */
export class CachedAnswer<T> {
  constructor(
    readonly key: string,
    readonly build: () => Promise<T | SerialisedJson>,
  ) {}
}

type Returned<T> = T | Answer<T> | CachedAnswer<T>;

type Handler<E extends Endpoint, S> = (
  call: CallContext<E> & { session: S },
) => Promise<Returned<ResponseOf<E>>> | Returned<ResponseOf<E>>;

export interface RouteOptions {
  /** Validate the response against the contract (tests and development). */
  validateResponse: boolean;
  /** The success notice of the envelope (`message` is its English text). */
  message?: Notice;
  /**
   * Answer with an ETag and `Cache-Control: no-cache` (`private, no-cache` unless the call is
   * open to anyone), and 304 when If-None-Match names the tag. Only for answers that are the
   * same for everyone allowed to ask (configuration, genres, pages), never per-user ones.
   */
  revalidate?: boolean;
  /** Where answers the handler hands back as a CachedAnswer are kept. */
  answers?: AnswerCache;
  /**
   * Keep the parsed path and query of recent GET URLs (frozen: handlers must not change them),
   * for calls asked again and again with the same URL, such as list pages.
   */
  memoiseParsing?: boolean;
  /** The handler does not look at the caller: no session is resolved (open calls only). */
  anonymous?: boolean;
  /** The largest body it takes, in bytes, when larger than the server's (an image upload). */
  bodyLimit?: number;
}

/** URLs whose parsed path and query a route keeps, and the longest URL kept. */
const PARSED_URLS = 2_000;
const LONGEST_PARSED_URL = 1_024;

/** Registers a call that needs a logged-in session (the contract's `auth: 'token'`). */
export function registerCall<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: Handler<E, SessionContext>,
): void {
  if (endpoint.auth !== 'token') {
    throw new Error(`${endpoint.path} is not a token call: use registerOpenCall`);
  }
  route(app, endpoint, 'token', options, handler as Handler<E, unknown>);
}

/**
 * Registers a call open to anyone; the handler gets the session when a valid token came with
 * the request, or null. A token call may be opened on purpose (see check-device-token).
 */
export function registerOpenCall<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: Handler<E, SessionContext | null>,
): void {
  route(app, endpoint, 'optional', options, handler as Handler<E, unknown>);
}

/**
 * Who makes a call that is not a subscriber's (the contract's `auth: 'operator'`): resolved from
 * the request before its input is read, so that a caller without the right is refused (401,
 * 403) whatever else the request holds.
 */
export type CallGuard<Caller> = (request: FastifyRequest) => Promise<Caller>;

/** Registers an `auth: 'operator'` call, whose handler gets what `guard` resolved. */
export function registerGuardedCall<E extends Endpoint, Caller>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  guard: CallGuard<Caller>,
  handler: Handler<E, Caller>,
): void {
  if (endpoint.auth !== 'operator') {
    throw new Error(`${endpoint.path} is not an operator call: use registerCall`);
  }
  route(app, endpoint, guard, options, handler as Handler<E, unknown>);
}

/** What a module's calls are registered with: `RouteOptions` but the contract check. */
export type CallOptions = Omit<RouteOptions, 'validateResponse'>;

/**
 * How a module registers its calls (ServerModule.api). app.ts makes one for the whole API,
 * binding whether answers are checked against the contract once for every call.
 */
export interface CallRegistrar {
  /** A call that needs a logged-in session (the contract's `auth: 'token'`). */
  call<E extends Endpoint>(
    endpoint: E,
    options: CallOptions,
    handler: Handler<E, SessionContext>,
  ): void;
  /** A call open to anyone, with the session when a valid token came (registerOpenCall). */
  openCall<E extends Endpoint>(
    endpoint: E,
    options: CallOptions,
    handler: Handler<E, SessionContext | null>,
  ): void;
  /** A call whose caller `guard` resolves first (registerGuardedCall). */
  guardedCall<E extends Endpoint, Caller>(
    endpoint: E,
    options: CallOptions,
    guard: CallGuard<Caller>,
    handler: Handler<E, Caller>,
  ): void;
}

/** The registrar of calls on `app`, each checking its answers when `validateResponse` says so. */
export function callRegistrar(app: FastifyInstance, validateResponse: boolean): CallRegistrar {
  return {
    call: (endpoint, options, handler) =>
      registerCall(app, endpoint, { ...options, validateResponse }, handler),
    openCall: (endpoint, options, handler) =>
      registerOpenCall(app, endpoint, { ...options, validateResponse }, handler),
    guardedCall: (endpoint, options, guard, handler) =>
      registerGuardedCall(app, endpoint, { ...options, validateResponse }, guard, handler),
  };
}

/**
 * Parses path, query and body with the endpoint's schemas, resolves the session, and wraps
 * what the handler returns in the envelope.
 */
function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  auth: 'token' | 'optional' | CallGuard<unknown>,
  options: RouteOptions,
  handler: Handler<E, unknown>,
): void {
  // A revalidated answer is serialised and hashed once per data object: the configuration and
  // languages hand back the same object for as long as it is current.
  const tags = new WeakMap<object, TaggedBody>();
  const scope = endpoint.auth === 'none' ? 'shared' : 'private';
  const routeKey = `${endpoint.method} ${endpoint.path}\n`;
  if (options.anonymous && auth === 'token') {
    throw new Error(`${endpoint.path} needs a session: it cannot be anonymous`);
  }
  // A GET's path and query are a pure function of its URL.
  const parsedUrls =
    options.memoiseParsing && endpoint.method === 'GET'
      ? createWeightedLru<string, { params: unknown; query: unknown }>(PARSED_URLS, () => 1)
      : undefined;

  function parseUrl(request: FastifyRequest): { params: unknown; query: unknown } {
    const memo = request.url.length <= LONGEST_PARSED_URL ? parsedUrls : undefined;
    const kept = memo?.get(request.url);
    if (kept) return kept;
    const parsed = {
      params: parse(endpoint.params, request.params ?? {}, 'path'),
      query: parse(
        endpoint.query,
        parseBracketQuery(request.query as Record<string, string | string[]>),
        'query',
      ),
    };
    memo?.set(request.url, deepFreeze(parsed));
    return parsed;
  }

  function checkContract(request: FastifyRequest, data: unknown): void {
    if (!options.validateResponse) return;
    const checked = endpoint.response.safeParse(data);
    if (!checked.success) {
      request.log.error({ issues: checked.error.issues }, 'response breaks the contract');
      throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`);
    }
  }

  /** The envelope of a cached answer, serialised: from the cache, or built and kept. */
  async function cachedBody(
    request: FastifyRequest,
    cached: CachedAnswer<ResponseOf<E>>,
  ): Promise<SendableBody> {
    const key = routeKey + cached.key;
    const kept = options.answers?.get(key);
    if (kept) return kept;
    const built = await cached.build();
    const json = built instanceof SerialisedJson ? built.json : JSON.stringify(built);
    if (options.validateResponse) checkContract(request, JSON.parse(json));
    // As JSON.stringify writes `{ status, message?, notice?, data }`.
    const message = options.message
      ? `${JSON.stringify(noticeFields(options.message)).slice(1, -1)},`
      : '';
    const body = sendableBody(`{"status":${Status.ok},${message}"data":${json}}`);
    options.answers?.set(key, body);
    return body;
  }

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    config: { binaryBody: endpoint.bodyEncoding === 'binary' },
    handler: async (request, reply) => {
      const guarded = typeof auth === 'function' ? await auth(request) : undefined;
      const { params, query } = parseUrl(request);
      const body = parseBody(endpoint, request.body);
      const session =
        typeof auth === 'function'
          ? guarded
          : auth === 'token'
            ? await app.sessions.require(request)
            : options.anonymous
              ? null
              : await app.sessions.find(request);
      // The schemas are E's own, so their outputs are E's types; TypeScript cannot follow that.
      const call = { params, query, body, request, reply, session } as CallContext<E> & {
        session: unknown;
      };
      const answer = await handler(call);
      if (answer instanceof CachedAnswer) {
        const body = await cachedBody(request, answer);
        return reply.type('application/json; charset=utf-8').send(body);
      }
      const data = answer instanceof Answer ? answer.data : answer;
      const told = answer instanceof Answer ? answer.notice : options.message;
      checkContract(request, data);
      const envelope = { status: Status.ok, ...(told ? noticeFields(told) : {}), data };
      if (!options.revalidate) return envelope;
      // Handlers must not change an object they have answered with, or its tag would lie.
      const reusable = !(answer instanceof Answer) && isObject(data);
      const tagged = (reusable && tags.get(data)) || tagJson(envelope);
      if (reusable) tags.set(data, tagged);
      return sendRevalidated(request, reply, tagged, scope);
    },
  });
}

/** What the envelope says for a notice: its English text as `message`, and the notice. */
function noticeFields(told: Notice): { message: string; notice: Notice } {
  return { message: noticeText(told), notice: told };
}

/** The value with every object and array in it frozen. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
