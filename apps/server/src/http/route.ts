import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Status, parseBracketQuery, type Endpoint, type ResponseOf } from '@marquee/contract';
import type { z } from 'zod/mini';
import { fieldError, validationError } from './errors.js';
import { sendRevalidated, tagJson, type TaggedBody } from './cache-policy.js';
import type { SessionContext } from '../modules/account/session.js';

export interface CallContext<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Data with its own envelope message, for answers whose message depends on the outcome. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

type Handler<E extends Endpoint, S> = (
  call: CallContext<E> & { session: S },
) => Promise<ResponseOf<E> | Answer<ResponseOf<E>>> | ResponseOf<E> | Answer<ResponseOf<E>>;

export interface RouteOptions {
  /** Validate the response against the contract (tests and development). */
  validateResponse: boolean;
  /** Override the success message of the envelope. */
  message?: string;
  /**
   * Answer with an ETag and `Cache-Control: no-cache` (`private, no-cache` unless the call is
   * open to anyone), and 304 when If-None-Match names the tag. Only for answers that are the
   * same for everyone allowed to ask (configuration, genres, pages), never per-user ones.
   */
  revalidate?: boolean;
}

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
  route(app, endpoint, 'token', options, handler as Handler<E, SessionContext | null>);
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
  route(app, endpoint, 'optional', options, handler);
}

/**
 * Parses path, query and body with the endpoint's schemas, resolves the session, and wraps
 * what the handler returns in the envelope.
 */
function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  auth: 'token' | 'optional',
  options: RouteOptions,
  handler: Handler<E, SessionContext | null>,
): void {
  // A revalidated answer is serialised and hashed once per data object: the configuration and
  // languages hand back the same object for as long as it is current.
  const tags = new WeakMap<object, TaggedBody>();
  const scope = endpoint.auth === 'none' ? 'shared' : 'private';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const params = parse(endpoint.params, request.params ?? {}, 'path');
      const query = parse(
        endpoint.query,
        parseBracketQuery(request.query as Record<string, string | string[]>),
        'query',
      );
      const body =
        endpoint.method === 'GET' ? {} : parse(endpoint.body, request.body ?? {}, 'body');
      const session =
        auth === 'token' ? await app.sessions.require(request) : await app.sessions.find(request);
      // The schemas are E's own, so their outputs are E's types; TypeScript cannot follow that.
      const call = { params, query, body, request, reply, session } as CallContext<E> & {
        session: SessionContext | null;
      };
      const answer = await handler(call);
      const data = answer instanceof Answer ? answer.data : answer;
      const message = answer instanceof Answer ? answer.message : options.message;
      if (options.validateResponse) {
        const checked = endpoint.response.safeParse(data);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues }, 'response breaks the contract');
          throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`);
        }
      }
      const envelope = { status: Status.ok, ...(message ? { message } : {}), data };
      if (!options.revalidate) return envelope;
      // Handlers must not change an object they have answered with, or its tag would lie.
      const reusable = !(answer instanceof Answer) && isObject(data);
      const tagged = (reusable && tags.get(data)) || tagJson(envelope);
      if (reusable) tags.set(data, tagged);
      return sendRevalidated(request, reply, tagged, scope);
    },
  });
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function parse<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'path',
) {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, result.error);
  const nul = pathToNul(result.data);
  if (nul) throw fieldError(where, nul, 'must not contain the NUL character');
  return result.data;
}

/**
 * Where a text holding U+0000 sits in a parsed value, as a value or as a key of a record.
 * PostgreSQL text cannot store it, so it is refused here rather than failing in the database
 * as a 500. The value is the schema's output, so the walk is as shallow as the schema.
 */
export function pathToNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key];
    const found = pathToNul(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
